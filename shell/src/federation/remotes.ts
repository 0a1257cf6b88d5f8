import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import {
  enabledRemotes,
  remoteLocation,
  type RemoteLocation,
  type RemoteName,
  type RuntimeConfig,
} from '@mp/contracts';
import { loadWithFallback, type RemoteFallback } from './remote-fallback';
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

/** Which build of a remote this page runs (docs/deploy.md#versions). */
export interface RemoteBuild {
  /** The remote's package version, from its manifest. */
  version: string | null;
  /** The hash of its built files, from its manifest. */
  buildId: string | null;
  manifestUrl: string;
  /** Loaded from the known-good fallback because its configured URL failed. */
  fromFallback: boolean;
}

declare global {
  interface Window {
    /** The builds of the remotes this page loaded, for operators and the e2e suite. */
    __MP_REMOTE_BUILDS__?: Partial<Record<RemoteName, RemoteBuild>>;
  }
}

/** Remotes whose last load failed; their cached entry/manifest is dropped before a retry. */
const failedRemotes = new Set<string>();
/** Where each registered remote is loaded from, and the URL it is registered at right now. */
let locations: Partial<Record<RemoteName, RemoteLocation>> = {};
const registeredAt = new Map<RemoteName, string>();
/** Remotes this page view moved to their fallback. */
const onFallback = new Set<RemoteName>();
/** Version and build id of each manifest fetched, by its URL. */
const manifestBuilds = new Map<string, Pick<RemoteBuild, 'version' | 'buildId'>>();
let fallbackListener: (fallback: RemoteFallback) => void = () => {};

function remoteNameOf(id: string, remote?: { name: string }): string {
  return remote?.name ?? id.split('/')[0] ?? id;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Runtime plugin: a remote that cannot be fetched (manifest, entry or module) is recorded and
 * reported; returning nothing lets loadRemote reject, so the shell tries the fallback or the
 * area's error boundary shows the contained fallback while the rest of the site keeps working.
 * It also notes the version and build id each fetched manifest carries.
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
    loadRemoteSnapshot(args) {
      const buildInfo: Record<string, unknown> = { ...args.manifestJson?.metaData.buildInfo };
      if (args.manifestUrl && args.manifestJson) {
        manifestBuilds.set(args.manifestUrl, {
          version: textOrNull(buildInfo.buildVersion),
          buildId: textOrNull(buildInfo.buildId),
        });
      }
      return args;
    },
  };
}

/** Told when a remote failed at its URL and now runs from its fallback (the shell reports it). */
export function onRemoteFallback(listener: (fallback: RemoteFallback) => void): void {
  fallbackListener = listener;
}

/**
 * Registers the tenant's enabled remotes at the URLs the runtime config gives this tenant;
 * disabled ones are never registered nor fetched.
 */
export function registerTenantRemotes(config: RuntimeConfig, tenantId: string): RemoteName[] {
  const names = enabledRemotes(config, tenantId);
  locations = Object.fromEntries(
    names.map((name) => [name, remoteLocation(config, tenantId, name) as RemoteLocation]),
  );
  registerPlugins([remoteErrorPlugin()]);
  registerRemotes(names.map((name) => ({ name, entry: (locations[name] as RemoteLocation).url })));
  for (const name of names) registeredAt.set(name, (locations[name] as RemoteLocation).url);
  return names;
}

/** Loads `./App` from one manifest URL, re-registering the remote there when it moved or failed. */
async function loadAppFrom(name: RemoteName, url: string): Promise<RemoteApp> {
  if (failedRemotes.delete(name) || registeredAt.get(name) !== url) {
    registerRemotes([{ name, entry: url }], { force: true });
    registeredAt.set(name, url);
  }
  const loaded = await loadRemote<{ default?: RemoteApp }>(`${name}/App`);
  if (!loaded?.default) throw new Error(`${name}/App has no default export`);
  return loaded.default;
}

function publishBuild(name: RemoteName, url: string): void {
  const build = manifestBuilds.get(url);
  const builds = (window.__MP_REMOTE_BUILDS__ ??= {});
  builds[name] = {
    version: build?.version ?? null,
    buildId: build?.buildId ?? null,
    manifestUrl: url,
    fromFallback: onFallback.has(name),
  };
}

/**
 * Loads a remote's `./App` from the URL the tenant's config gives it, or from its known-good
 * fallback when that fails (docs/deploy.md#rolling-back); after a failure the remote is
 * re-registered so Retry re-fetches.
 */
export async function loadRemoteApp(name: RemoteName): Promise<RemoteApp> {
  const location = locations[name];
  if (!location) throw new RemoteLoadError(name);
  try {
    const { loaded, url } = await loadWithFallback({
      remote: name,
      location,
      onFallback: onFallback.has(name),
      loadFrom: (url) => loadAppFrom(name, url),
      reportFallback: (fallback) => {
        onFallback.add(name);
        console.warn(`[shell] remote ${name} runs from its fallback ${fallback.fallbackUrl}`);
        fallbackListener(fallback);
      },
    });
    publishBuild(name, url);
    return loaded;
  } catch (error) {
    throw new RemoteLoadError(name, { cause: error });
  }
}
