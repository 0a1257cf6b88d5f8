export interface StaticServerOptions {
  root: string;
  port: number;
  /** Serve index.html for unknown extension-less paths (the shell). */
  spa?: boolean;
  headers?: Record<string, string>;
  /** When given, `GET /config.json` answers this object and the shell page embeds it. */
  runtimeConfig?: unknown;
  /**
   * The runtime config the security headers are built from (docs/security.md#headers); by
   * default `runtimeConfig`. Without either, no CSP is sent.
   */
  policyConfig?: unknown;
  /** Whether the pages may use camera, microphone and screen capture (default: `spa`). */
  media?: boolean;
  host?: string;
  /**
   * For the shell (spa + runtimeConfig with apiUrl and tenants): inline the host's tenant
   * styling (custom properties, favicon, route title) into index.html. `false` turns it off.
   * `apiUrl`: where this server reaches the API, when the browser's URL does not work from it.
   * A host the config's `tenants` does not name is looked up at the API
   * (`GET /platform/tenant-by-host`), so a tenant created since start is served;
   * `hostLookup: false` turns that off.
   */
  tenantHead?:
    false | { timeoutMs?: number; cacheMs?: number; apiUrl?: string; hostLookup?: boolean };
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
  /** The CSP violation reports browsers sent to this server, oldest first. */
  cspReports: unknown[];
}

export declare function resolveInside(root: string, pathname: string): string | null;
export declare function startStaticServer(options: StaticServerOptions): Promise<StaticServer>;

export declare function escapeHtml(text: string): string;
export declare function injectTenantHead(
  html: string,
  look: {
    styling: unknown;
    /** The custom properties the shell's kit computed; none: no theme element. */
    variables?: Record<string, string>;
    /** The route's title, description and sanitised custom CSS from the shell's kit. */
    head?: { title: string | null; description: string | null; customCss: string };
  },
): string;
export declare function injectRuntimeConfig(html: string, runtimeConfig: unknown): string;
/** The runtime config for a page of `hostname`, with that host and its tenant's identity added. */
export declare function configForHost(
  runtimeConfig: unknown,
  hostname: string,
  tenantId: string | null,
): unknown;
