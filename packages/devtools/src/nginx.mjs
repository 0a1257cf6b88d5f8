// nginx in front of several API instances, for the scale-out test and `pnpm bench:scale`
// (docs/deploy.md#scale-out). The binary is Debian's: a system nginx when there is one,
// otherwise the `nginx` package fetched with `apt-get download` and unpacked with `dpkg-deb`
// into a cache folder, so neither root nor an installed package is needed. The config mirrors
// the API part of deploy/nginx.conf (round robin, websocket upgrade, request ids).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';

/** Libraries nginx links against; unpacked beside it only when the machine lacks one. */
const LIBRARY_PACKAGES = ['libssl3', 'libpcre2-8-0', 'zlib1g', 'libcrypt1'];
const SYSTEM_BINARIES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'];

function defaultCacheDir() {
  const base = process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  return path.join(base, 'mp-debian');
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** apt options that keep the package lists in the cache, so refreshing them needs no root. */
function privateAptOptions(cacheDir) {
  const lists = path.join(cacheDir, 'apt', 'lists');
  const archives = path.join(cacheDir, 'apt', 'archives');
  mkdirSync(path.join(lists, 'partial'), { recursive: true });
  mkdirSync(path.join(archives, 'partial'), { recursive: true });
  return [
    '-o',
    `Dir::State::Lists=${lists}`,
    '-o',
    `Dir::Cache::Archives=${archives}`,
    '-o',
    'Dir::Cache::pkgcache=',
    '-o',
    'Dir::Cache::srcpkgcache=',
    '-o',
    'Debug::NoLocking=1',
  ];
}

/**
 * Downloads the named packages' .deb files into `dir`: first with the machine's package lists,
 * then (a fresh machine may have none) with lists refreshed into the cache.
 */
function downloadPackages(names, dir, cacheDir) {
  const first = run('apt-get', ['download', ...names], { cwd: dir });
  if (first.ok) return;
  const options = privateAptOptions(cacheDir);
  const update = run('apt-get', [...options, 'update', '-qq']);
  if (!update.ok) throw new Error(`apt-get update failed:\n${update.output}`);
  const second = run('apt-get', [...options, 'download', ...names], { cwd: dir });
  if (!second.ok)
    throw new Error(`apt-get download ${names.join(' ')} failed:\n${first.output}${second.output}`);
}

function unpackAll(debDir, root) {
  for (const file of readdirSync(debDir).filter((name) => name.endsWith('.deb'))) {
    const unpacked = run('dpkg-deb', ['-x', path.join(debDir, file), root]);
    if (!unpacked.ok) throw new Error(`dpkg-deb -x ${file} failed:\n${unpacked.output}`);
  }
}

function libraryDirs(root) {
  return ['usr/lib/x86_64-linux-gnu', 'lib/x86_64-linux-gnu', 'usr/lib/aarch64-linux-gnu']
    .map((dir) => path.join(root, dir))
    .filter((dir) => existsSync(dir));
}

function environmentFor(root) {
  const dirs = libraryDirs(root);
  if (dirs.length === 0) return {};
  const inherited = process.env.LD_LIBRARY_PATH;
  return { LD_LIBRARY_PATH: [...dirs, ...(inherited ? [inherited] : [])].join(':') };
}

function lacksLibraries(binary, env) {
  const linked = run('ldd', [binary], { env: { ...process.env, ...env } });
  return linked.output.includes('not found');
}

/** Unpacks nginx (and, when the machine lacks them, its libraries) into `root`. */
function installInto(root, cacheDir) {
  const staging = mkdtempSync(path.join(cacheDir, 'nginx-staging-'));
  try {
    const debs = path.join(staging, 'debs');
    const tree = path.join(staging, 'root');
    mkdirSync(debs);
    downloadPackages(['nginx'], debs, cacheDir);
    unpackAll(debs, tree);
    const binary = path.join(tree, 'usr/sbin/nginx');
    if (lacksLibraries(binary, {})) {
      rmSync(debs, { recursive: true, force: true });
      mkdirSync(debs);
      downloadPackages(LIBRARY_PACKAGES, debs, cacheDir);
      unpackAll(debs, tree);
    }
    renameSync(tree, root);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The nginx to run and the environment it needs: NGINX_PATH, a system nginx, or Debian's
 * package unpacked into `cacheDir` (fetched on first use, then reused).
 */
export function ensureNginx({ cacheDir = defaultCacheDir() } = {}) {
  if (process.env.NGINX_PATH) return { binary: process.env.NGINX_PATH, env: {} };
  const system = SYSTEM_BINARIES.find((candidate) => existsSync(candidate));
  if (system) return { binary: system, env: {} };
  const root = path.join(cacheDir, 'nginx');
  const binary = path.join(root, 'usr/sbin/nginx');
  if (!existsSync(binary)) {
    mkdirSync(cacheDir, { recursive: true });
    console.log(`[setup] fetching nginx from Debian into ${root} ...`);
    installInto(root, cacheDir);
  }
  const env = environmentFor(root);
  if (lacksLibraries(binary, env)) throw new Error(`${binary} cannot find its libraries`);
  return { binary, env };
}

/**
 * What the API location sends upstream, as in deploy/nginx.conf: a location with any
 * proxy_set_header inherits none from http{}, so all are here. Host is part of the SigV4
 * signature; Connection and Upgrade carry the live socket's websocket upgrade.
 */
const API_LOCATION_HEADERS = [
  'proxy_set_header Host $http_host;',
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  'proxy_set_header X-Request-Id $request_id_out;',
  'proxy_set_header Connection $connection_upgrade;',
  'proxy_set_header Upgrade $http_upgrade;',
]
  .map((line) => `      ${line}`)
  .join('\n');

/**
 * The config of an nginx on 127.0.0.1:`port` that balances `upstreams` ("host:port" of each API
 * instance) like deploy/nginx.conf balances the API replicas; its files stay under `dir`.
 */
export function nginxConfig({ port, upstreams, dir, workers = 1, accessLog = false }) {
  const servers = upstreams
    .map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`)
    .join('\n');
  return `# Written by packages/devtools/src/nginx.mjs: the API part of deploy/nginx.conf on loopback.
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log stderr warn;
events {
  worker_connections 4096;
}

http {
  server_tokens off;
  access_log ${accessLog ? `${dir}/access.log` : 'off'};
  client_max_body_size 30m;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }
  map $http_x_request_id $request_id_out {
    default $http_x_request_id;
    '' $request_id;
  }

  upstream api {
${servers}
    keepalive 32;
  }

  proxy_http_version 1.1;
  proxy_hide_header X-Request-Id;
  add_header X-Request-Id $request_id_out always;

  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
${API_LOCATION_HEADERS}
      proxy_read_timeout 120s;
      proxy_next_upstream error timeout;
    }
  }
}
`;
}

async function waitForListening(url, child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with ${child.exitCode}:\n${output()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not listen on ${url}:\n${output()}`);
}

/**
 * Starts nginx in the foreground on 127.0.0.1:`port` in front of `upstreams`; answers its URL and
 * a stop function that ends it and removes its files.
 */
export async function startNginx({ port, upstreams, workers = 1, accessLog = false }) {
  const { binary, env } = ensureNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'mp-nginx-'));
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig({ port, upstreams, dir, workers, accessLog }));
  const child = spawn(binary, ['-e', 'stderr', '-p', dir, '-c', config, '-g', 'daemon off;'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      // QUIT: a graceful stop; the master ends its workers before it exits.
      child.kill('SIGQUIT');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  try {
    await waitForListening(url, child, () => errors, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, config, stop, errors: () => errors };
}
