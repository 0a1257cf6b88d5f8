// Helpers shared by the live tests: a bare HTTP server, real socket.io clients, a private Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connectSocket, type Socket as ClientSocket } from 'socket.io-client';
import { SOCKET_OPTIONS, type LiveErrorData } from '@mp/contracts';
import { freePort } from '@mp/devtools/processes';

export interface TestHttpServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

export async function startHttpServer(): Promise<TestHttpServer> {
  const server = createServer((_request, response) => {
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ConnectError = Error & { data?: LiveErrorData };

export interface RecordedClient {
  socket: ClientSocket;
  /** Every event received so far, in order: [type, payload]. */
  events: Array<[string, unknown]>;
  /** Resolves with the payload of the next (or an already received, unclaimed) event `type`. */
  next(type: string, timeoutMs?: number): Promise<unknown>;
}

function record(socket: ClientSocket): RecordedClient {
  const events: Array<[string, unknown]> = [];
  const claimed = new Set<number>();
  const waiters: Array<{ type: string; resolve: (payload: unknown) => void }> = [];
  socket.onAny((type: string, payload: unknown) => {
    events.push([type, payload]);
    const index = waiters.findIndex((waiter) => waiter.type === type);
    if (index === -1) return;
    claimed.add(events.length - 1);
    waiters.splice(index, 1)[0]?.resolve(payload);
  });
  const next = (type: string, timeoutMs = 3000): Promise<unknown> => {
    const found = events.findIndex(([name], i) => name === type && !claimed.has(i));
    if (found !== -1) {
      claimed.add(found);
      return Promise.resolve(events[found]?.[1]);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${type} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiters.push({
        type,
        resolve: (payload) => {
          clearTimeout(timer);
          resolve(payload);
        },
      });
    });
  };
  return { socket, events, next };
}

/**
 * Opens a socket with the handshake query (docs/live.md#connecting); rejects with the server's
 * refusal.
 */
export function connectClient(url: string, query: Record<string, string>): Promise<RecordedClient> {
  const socket = connectSocket(url, {
    query,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: SOCKET_OPTIONS.timeoutMs,
  });
  const recorded = record(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(recorded));
    socket.once('connect_error', (error: ConnectError) => {
      socket.close();
      reject(error);
    });
  });
}

/** Resolves with the refusal of a handshake that must fail. */
export async function refusal(url: string, query: Record<string, string>): Promise<ConnectError> {
  try {
    const client = await connectClient(url, query);
    client.socket.close();
  } catch (error) {
    return error as ConnectError;
  }
  throw new Error('the handshake was accepted');
}

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

function waitForReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const settle = (error?: Error) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout?.off('data', onData);
      if (error) reject(error);
      else resolve();
    };
    const onExit = (code: number | null) =>
      settle(new Error(`redis-server exited with ${code}:\n${output}`));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) settle();
    };
    const timer = setTimeout(
      () => settle(new Error(`redis-server not ready:\n${output}`)),
      timeoutMs,
    );
    child.once('error', (error) => settle(error));
    child.once('exit', onExit);
    child.stdout?.on('data', onData);
  });
}

/** A private, memory-only redis-server on a free loopback port. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stderr?.resume();
  try {
    await waitForReady(child, 10_000);
    child.stdout?.resume();
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
