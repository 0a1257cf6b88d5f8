/**
 * The API as a real server process (src/server.ts under tsx, as `node dist/server.js` runs the
 * bundle), on a free loopback port with its metrics listener beside it, for the scale-out test.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@mp/devtools/processes';

const PACKAGE_ROOT = path.resolve(__dirname, '../..');

export interface ApiProcess {
  name: string;
  /** "127.0.0.1:port", as an nginx upstream names it. */
  address: string;
  url: string;
  /** Everything the process wrote to stdout and stderr (its JSON log lines). */
  output(): string;
  /** Open live sockets on this instance, from its `live_sockets` gauge. */
  liveSockets(): Promise<number>;
  /** Ends the process at once, as a crash or an OOM kill would. */
  kill(): Promise<void>;
  /** SIGTERM (a graceful stop), then SIGKILL after a grace period. */
  stop(): Promise<void>;
}

async function waitForHealth(
  url: string,
  exited: () => boolean,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the API at ${url} exited:\n${output()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API at ${url} did not become healthy:\n${output()}`);
}

/** Starts one API process with `env` (database, Redis, identity service) and waits for /health. */
export async function startApiProcess(
  name: string,
  env: Record<string, string>,
): Promise<ApiProcess> {
  const port = await freePort();
  const metricsPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: PACKAGE_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const end = async (signal: NodeJS.Signals) => {
    if (exited()) return;
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.kill(signal);
    await ended;
    clearTimeout(force);
  };
  try {
    await waitForHealth(url, exited, () => output);
  } catch (error) {
    await end('SIGKILL');
    throw error;
  }
  return {
    name,
    address: `127.0.0.1:${port}`,
    url,
    output: () => output,
    liveSockets: async () => {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const line = text.split('\n').find((entry) => entry.startsWith('live_sockets '));
      if (line === undefined) throw new Error(`${name} reports no live_sockets gauge`);
      return Number(line.split(' ')[1]);
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
