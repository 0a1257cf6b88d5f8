// The shell's federation runtime plugin that hands its runtime core to the remotes
// (docs/adr/0012-one-federation-runtime-per-page.md). `@mp/federation-runtime-core` is an alias
// (createAppConfig) of the very runtime-core module the shell's own runtime is built from, so the
// page holds one copy. The plugin shipped for this (`provideExternalRuntime`) imports the
// CommonJS build instead, which put a second, whole copy of the runtime on the home page.
import * as runtimeCore from '@mp/federation-runtime-core';

const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCore() {
  return {
    name: 'mp-provide-runtime-core',
    beforeInit(args) {
      globalThis[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}
