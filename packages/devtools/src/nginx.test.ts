import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureNginx, nginxConfig } from './nginx.mjs';

/**
 * The nginx of the scale-out test and `pnpm bench:scale` (docs/deploy.md#scale-out) must proxy
 * the API as deploy/nginx.conf does, and nginx itself must accept the config.
 */
const ROOT = path.resolve(__dirname, '../../..');

/** The directives of the `location` block that proxies to the `api` upstream, one per line. */
function apiLocation(config: string): string[] {
  const start = config.indexOf('proxy_pass http://api;');
  if (start === -1) throw new Error('no location proxies to the api upstream');
  const end = config.indexOf('}', start);
  return config
    .slice(start, end)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The http-level lines that shape every proxied answer (request ids, upgrade map). */
function sharedLines(config: string): string[] {
  return config
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(proxy_http_version|proxy_hide_header|add_header|map) /.test(line));
}

describe('nginx for the scale-out test', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mp-nginx-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const config = nginxConfig({
    port: 18099,
    upstreams: ['127.0.0.1:18100', '127.0.0.1:18101'],
    dir,
  });
  const production = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');

  it('proxies the API with the directives of deploy/nginx.conf', () => {
    expect(apiLocation(config)).toEqual(apiLocation(production));
    expect(sharedLines(config)).toEqual(sharedLines(production));
    expect(config).toContain('server 127.0.0.1:18100 max_fails=1 fail_timeout=10s;');
    expect(config).toContain('server 127.0.0.1:18101 max_fails=1 fail_timeout=10s;');
  });

  it('is a config Debian nginx accepts', () => {
    const { binary, env } = ensureNginx();
    const file = path.join(dir, 'nginx.conf');
    writeFileSync(file, config);
    const checked = spawnSync(binary, ['-t', '-e', 'stderr', '-p', dir, '-c', file], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
    expect({ status: checked.status, output: checked.stderr }).toMatchObject({ status: 0 });
    expect(checked.stderr).toContain('syntax is ok');
  });
});
