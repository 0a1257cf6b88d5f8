import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_APPS, SHELL_APP } from '../packages/devtools/src/apps.mjs';
import { buildRuntimeConfig } from '../packages/devtools/src/runtime-config.mjs';
import { startStaticServer, type StaticServer } from '../packages/devtools/src/serve-static.mjs';
import { E2E_API_URL, E2E_IDENTITY_URL, E2E_PORT_OFFSET } from './services';

export { E2E_PORT_OFFSET, REMOTE_APPS };
export const SHELL_PORT = SHELL_APP.port + E2E_PORT_OFFSET;
export const SHELL_URL = `http://localhost:${SHELL_PORT}`;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SHELL_DIST = path.join(repoRoot, SHELL_APP.dir, 'dist');

/** The e2e runtime config (remotes on their e2e ports, the e2e API), with overrides. */
export function e2eRuntimeConfig(overrides: Record<string, string> = {}) {
  return buildRuntimeConfig({
    MP_REMOTE_PORT_BASE: String(REMOTE_APPS[0]!.port + E2E_PORT_OFFSET),
    MP_API_URL: E2E_API_URL,
    MP_IDENTITY_URL: E2E_IDENTITY_URL,
    ...overrides,
  });
}

/** A second shell server (another port, another runtime config) over the same remotes. */
export function startShellServer(
  port: number,
  overrides: Record<string, string> = {},
): Promise<StaticServer> {
  return startStaticServer({
    root: SHELL_DIST,
    port,
    spa: true,
    runtimeConfig: e2eRuntimeConfig(overrides),
  });
}

export { buildVariant } from '../packages/devtools/src/build.mjs';

/** A remote's build from another folder on another port: a second deployment of it. */
export function startRemoteServer(root: string, port: number): Promise<StaticServer> {
  return startStaticServer({ root, port, policyConfig: e2eRuntimeConfig() });
}

/**
 * A remote's build served alone, for its own standalone page (src/bootstrap.tsx), without the
 * site's policy: standalone, a remote calls the local API (packages/remote-kit standalone.tsx).
 */
export function startStandaloneRemote(name: string, port: number): Promise<StaticServer> {
  const app = REMOTE_APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`unknown remote ${name}`);
  return startStaticServer({ root: path.join(repoRoot, app.dir, 'dist'), port });
}

export function remotePort(name: string): number {
  const app = REMOTE_APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`unknown remote ${name}`);
  return app.port + E2E_PORT_OFFSET;
}

/** The production builds, each served on its own origin, with a runtime config pointing there. */
export class Site {
  private readonly remotes = new Map<string, StaticServer>();
  private shell: StaticServer | null = null;

  static async start(): Promise<Site> {
    const site = new Site();
    for (const app of REMOTE_APPS) await site.startRemote(app.name);
    site.shell = await startStaticServer({
      root: SHELL_DIST,
      port: SHELL_PORT,
      spa: true,
      runtimeConfig: e2eRuntimeConfig(),
    });
    return site;
  }

  async startRemote(name: string): Promise<void> {
    if (this.remotes.has(name)) return;
    const app = REMOTE_APPS.find((candidate) => candidate.name === name);
    if (!app) throw new Error(`unknown remote ${name}`);
    const server = await startStaticServer({
      root: path.join(repoRoot, app.dir, 'dist'),
      port: remotePort(name),
      policyConfig: e2eRuntimeConfig(),
      media: app.media === true,
    });
    this.remotes.set(name, server);
  }

  /** Every CSP violation report the site's servers received so far. */
  cspReports(): unknown[] {
    return [
      ...(this.shell?.cspReports ?? []),
      ...[...this.remotes.values()].flatMap((server) => server.cspReports),
    ];
  }

  async stopRemote(name: string): Promise<void> {
    const server = this.remotes.get(name);
    this.remotes.delete(name);
    await server?.close();
  }

  async close(): Promise<void> {
    await Promise.all([...this.remotes.values()].map((server) => server.close()));
    this.remotes.clear();
    await this.shell?.close();
  }
}
