export interface NginxBinary {
  binary: string;
  /** Extra environment the binary needs (LD_LIBRARY_PATH when its libraries were unpacked too). */
  env: Record<string, string>;
}

export declare function ensureNginx(options?: { cacheDir?: string }): NginxBinary;

export interface NginxOptions {
  port: number;
  /** "host:port" of each API instance. */
  upstreams: string[];
  workers?: number | 'auto';
  accessLog?: boolean;
}

export declare function nginxConfig(options: NginxOptions & { dir: string }): string;

export interface RunningNginx {
  url: string;
  /** The config file it runs with. */
  config: string;
  /** What nginx wrote to stderr so far. */
  errors(): string;
  stop(): Promise<void>;
}

export declare function startNginx(options: NginxOptions): Promise<RunningNginx>;
