import { runInNewContext } from 'node:vm';
import { bundleRuntimePrelude, RUNTIME_CORE_GLOBAL } from './runtime-prelude.mjs';

describe('bundleRuntimePrelude', () => {
  const source = bundleRuntimePrelude();

  it('places the federation runtime core on the global the remotes read it from', () => {
    const page: Record<string, unknown> = {};
    page.globalThis = page;
    runInNewContext(source, page);
    const core = page[RUNTIME_CORE_GLOBAL] as Record<string, unknown>;
    // What a remote's bundled runtime calls on it.
    expect(typeof core.ModuleFederation).toBe('function');
    expect(typeof core.getRemoteEntry).toBe('function');
  });

  it('keeps a runtime a host already provided', () => {
    const provided = { fromHost: true };
    const page: Record<string, unknown> = { [RUNTIME_CORE_GLOBAL]: provided };
    page.globalThis = page;
    runInNewContext(source, page);
    expect(page[RUNTIME_CORE_GLOBAL]).toBe(provided);
  });

  it('ships the browser runtime only: its Node script loader is left out', () => {
    expect(source).toContain('loadScriptNode is disabled in non-Node.js environment');
  });
});
