/** A real PostgreSQL server for the database-outage test. */
import { spawn } from 'node:child_process';
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
