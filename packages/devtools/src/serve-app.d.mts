import type { StaticServer } from './serve-static.mjs';

export interface FrontEndApp {
  name: string;
  dir: string;
  port: number;
  media?: boolean;
}

export function startAppServer(
  app: FrontEndApp,
  runtimeConfig: unknown,
  where?: { port?: number; host?: string; root?: string; apiInternalUrl?: string },
): Promise<StaticServer>;

export function appOfDir(dir: string): FrontEndApp;
