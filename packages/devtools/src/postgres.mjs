// A private, throw-away PostgreSQL cluster on 127.0.0.1 for tests and benchmarks.
// As root the cluster runs as the 'postgres' user (initdb refuses root); otherwise as the caller.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPostgresBin } from './system-deps.mjs';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function postgresUserIds() {
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim();
  return { uid: Number(id('-u')), gid: Number(id('-g')) };
}

function runAsOwner(binDir, command, args) {
  const binary = binDir ? path.join(binDir, command) : command;
  const [cmd, cmdArgs] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  const result = spawnSync(cmd, cmdArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/**
 * Starts a private cluster and returns its URL and a stop function that removes it.
 * Settings favour speed over durability: the data is thrown away afterwards. `settings` adds
 * server settings (e.g. `{ shared_buffers: '1GB' }` for a benchmark's big tables).
 */
export async function startPrivatePostgres({ port = 55432, settings = {} } = {}) {
  const binDir = findPostgresBin();
  if (binDir === null)
    throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = mkdtempSync(path.join(tmpdir(), 'mp-pg-'));
  const dataDir = path.join(dir, 'data');
  chmodSync(dir, 0o755);
  if (isRoot()) {
    const { uid, gid } = postgresUserIds();
    chownSync(dir, uid, gid);
  }
  runAsOwner(binDir, 'initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  runAsOwner(binDir, 'pg_ctl', [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      runAsOwner(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url, port, stop };
}
