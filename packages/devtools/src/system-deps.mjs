// Debian packages the test suites need (a browser, PostgreSQL, Redis). Installed with apt-get
// when missing and running as root; otherwise a clear message says what to install.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** Where each package's binary is looked for; PostgreSQL's versioned folder is searched. */
const PROBES = {
  chromium: () => existsSync('/usr/bin/chromium'),
  postgresql: () => findPostgresBin() !== null,
  'redis-server': () => onPath('redis-server'),
};

function onPath(binary) {
  return spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' }).status === 0;
}

/** The bin folder of the newest installed PostgreSQL server, or null. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((name) => existsSync(`${base}/${name}/bin/initdb`))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return `${base}/${versions[0]}/bin`;
  }
  return onPath('initdb') ? '' : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Makes sure the named Debian packages are installed. Returns the list still missing
 * (empty when all are there), after printing how to install them.
 */
export function ensureSystemPackages(names) {
  const missing = names.filter((name) => !PROBES[name]());
  if (missing.length === 0) return [];
  if (!isRoot()) {
    console.error(
      `[setup] missing system packages: ${missing.join(', ')}. Install them with ` +
        `'sudo apt-get install -y ${missing.join(' ')}' and run again.`,
    );
    return missing;
  }
  console.log(`[setup] installing ${missing.join(', ')} from Debian ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status === 0) {
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env,
    });
  }
  const stillMissing = names.filter((name) => !PROBES[name]());
  if (stillMissing.length > 0) {
    console.error(`[setup] could not install: ${stillMissing.join(', ')}`);
  }
  return stillMissing;
}
