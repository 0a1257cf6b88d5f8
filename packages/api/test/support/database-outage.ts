/**
 * A real PostgreSQL server for the database-outage test, and a TCP relay in front of it that
 * the test can cut (the server becomes unreachable: connections refused, open ones dropped) and
 * restore, so the API meets the same socket errors as when its database host goes away.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface PostgresServer {
  /** A superuser's URL. */
  url: string;
  stop(): Promise<void>;
}

const POSTGRES_MODULE = path.resolve(__dirname, '../../../devtools/src/postgres.mjs');

/**
 * The suite's PostgreSQL (TEST_DATABASE_URL) or, on a PGlite run, a private throw-away cluster
 * started by the devtools script in a child process (stopped when its stdin closes).
 */
export async function postgresForOutageTest(): Promise<PostgresServer> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: async () => undefined };
  const port = 40000 + Math.floor(Math.random() * 10000);
  const script = `
    const { startPrivatePostgres } = await import(${JSON.stringify(POSTGRES_MODULE)});
    const server = await startPrivatePostgres({ port: ${port} });
    process.stdout.write(server.url + '\\n');
    process.stdin.resume();
    process.stdin.on('end', () => server.stop().then(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL did not start (exit ${code})`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}

export interface Relay {
  /** host:port to put in a connection URL instead of the server's. */
  address: string;
  /** Drops every open connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again (on the same port). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Relays TCP connections on a loopback port to `target` (host:port) until cut. */
export async function startRelay(target: { host: string; port: number }): Promise<Relay> {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const port = await listen(0);
  const cut = async () => {
    const closing = stopListening();
    for (const socket of open) socket.destroy();
    await closing;
  };
  return {
    address: `127.0.0.1:${port}`,
    cut,
    restore: async () => void (await listen(port)),
    close: cut,
  };
}
