import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { enabledRemotes, type RemoteName, type RuntimeConfig } from '@mp/contracts';
import type { RemoteApp } from './remote-app';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    options?: { cause?: unknown },
  ) {
    super(`Remote ${remote} could not be loaded`, options);
    this.name = 'RemoteLoadError';
  }
}

/** Remotes whose last load failed; their cached entry/manifest is dropped before a retry. */
const failedRemotes = new Set<string>();
let registered: Partial<Record<RemoteName, string>> = {};

function remoteNameOf(id: string, remote?: { name: string }): string {
  return remote?.name ?? id.split('/')[0] ?? id;
}

/**
 * Runtime plugin: a remote that cannot be fetched (manifest, entry or module) is recorded and
 * reported; returning nothing lets loadRemote reject, so the area's error boundary shows the
 * contained fallback while the rest of the site keeps working.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mp-remote-errors',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle === 'beforeLoadShare') return undefined;
      const name = remoteNameOf(id, remote);
      failedRemotes.add(name);
      console.warn(`[shell] remote ${name} failed (${lifecycle})`, error);
      return undefined;
    },
  };
}

/** Registers the tenant's enabled remotes; disabled ones are never registered nor fetched. */
export function registerTenantRemotes(config: RuntimeConfig, tenantId: string): RemoteName[] {
  const names = enabledRemotes(config, tenantId);
  registered = Object.fromEntries(names.map((name) => [name, config.remotes[name]]));
  registerPlugins([remoteErrorPlugin()]);
  registerRemotes(names.map((name) => ({ name, entry: config.remotes[name] as string })));
  return names;
}

/** Loads a remote's `./App`; after a failure the remote is re-registered so Retry re-fetches. */
export async function loadRemoteApp(name: RemoteName): Promise<RemoteApp> {
  const entry = registered[name];
  if (!entry) throw new RemoteLoadError(name);
  if (failedRemotes.delete(name)) registerRemotes([{ name, entry }], { force: true });
  let loaded: { default?: RemoteApp } | null;
  try {
    loaded = await loadRemote<{ default?: RemoteApp }>(`${name}/App`);
  } catch (error) {
    throw new RemoteLoadError(name, { cause: error });
  }
  if (!loaded?.default) throw new RemoteLoadError(name);
  return loaded.default;
}
