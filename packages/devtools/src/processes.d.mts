import type { ChildProcess, SpawnSyncReturns, SpawnSyncOptions } from 'node:child_process';

export declare const repoRoot: string;
export declare function pnpmCommand(): { command: string; args: string[] };
export declare function runPnpm(
  args: string[],
  options?: SpawnSyncOptions,
): SpawnSyncReturns<Buffer>;
export declare function startService(
  name: string,
  command: string,
  args: string[],
  env?: Record<string, string>,
): ChildProcess;
export declare function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; child?: ChildProcess },
): Promise<void>;
export declare function stopChildren(children: ChildProcess[], graceMs?: number): Promise<void>;
/** A TCP port nothing listens on now. */
export declare function freePort(): Promise<number>;
