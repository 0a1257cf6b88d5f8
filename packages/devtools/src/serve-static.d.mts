export interface StaticServerOptions {
  root: string;
  port: number;
  /** Serve index.html for unknown extension-less paths (the shell). */
  spa?: boolean;
  headers?: Record<string, string>;
  /** When given, `GET /config.json` answers this object. */
  runtimeConfig?: unknown;
  host?: string;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export declare function resolveInside(root: string, pathname: string): string | null;
export declare function startStaticServer(options: StaticServerOptions): Promise<StaticServer>;
