import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  injectRuntimeConfig,
  resolveInside,
  startStaticServer,
  type StaticServer,
} from './serve-static.mjs';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(port: number, rawPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startStaticServer', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'mp-static-'));
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  let remote: StaticServer;
  let shell: StaticServer;
  const remotePort = 19581;
  const shellPort = 19580;

  beforeAll(async () => {
    mkdirSync(path.join(root, 'app'));
    writeFileSync(
      path.join(root, 'app/index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(root, 'app/main.0123456789.js'), script);
    writeFileSync(path.join(root, 'app/remoteEntry.js'), script);
    writeFileSync(path.join(root, 'secret.txt'), 'outside the served folder');
    remote = await startStaticServer({ root: path.join(root, 'app'), port: remotePort });
    shell = await startStaticServer({
      root: path.join(root, 'app'),
      port: shellPort,
      spa: true,
      runtimeConfig: { apiUrl: 'http://api.test' },
    });
  });

  afterAll(async () => {
    await Promise.all([remote.close(), shell.close()]);
    rmSync(root, { recursive: true, force: true });
  });

  it('serves hashed files for a year, gzipped on request, with CORS for remotes', async () => {
    const reply = await get(remotePort, '/main.0123456789.js', { 'accept-encoding': 'gzip, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.body).toString()).toBe(script);
  });

  it('keeps unhashed entry files revalidated and sends them plain without Accept-Encoding', async () => {
    const reply = await get(remotePort, '/remoteEntry.js');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString()).toBe(script);
  });

  it('refuses paths that leave the served folder', async () => {
    expect((await get(remotePort, '/..%2fsecret.txt')).status).toBe(403);
    expect((await get(remotePort, '/%2e%2e%2fsecret.txt')).status).toBe(403);
    expect(resolveInside('/srv/app', '/../secret.txt')).toBeNull();
    expect(resolveInside('/srv/app', '/a/../b.js')).toBe('/srv/app/b.js');
  });

  it('answers 404 for missing files on a remote, the SPA page for shell deep links', async () => {
    expect((await get(remotePort, '/customer/jobs')).status).toBe(404);
    const deep = await get(shellPort, '/customer/jobs');
    expect(deep.status).toBe(200);
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.body.toString()).toContain('<div id="root">');
    expect((await get(shellPort, '/missing.js')).status).toBe(404);
    expect((await get(shellPort, '/missing.PNG')).status).toBe(404);
    const dotted = await get(shellPort, '/freelancer/profile/jane.doe');
    expect(dotted.status).toBe(200);
    expect(dotted.body.toString()).toContain('<div id="root">');
    expect(deep.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('embeds the runtime config in the shell page as an inert JSON block', async () => {
    const page = (await get(shellPort, '/some/deep/link')).body.toString();
    const block = /<script id="mp-runtime-config" type="application\/json">(.*?)<\/script>/.exec(
      page,
    );
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual({ apiUrl: 'http://api.test' });
  });

  it('escapes "<" so a config value cannot close the JSON block', () => {
    const html = injectRuntimeConfig('<html><head></head></html>', {
      apiUrl: '</script><script>alert(1)</script>',
    });
    expect(html).not.toContain('</script><script>');
    const json = /type="application\/json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ apiUrl: '</script><script>alert(1)</script>' });
  });

  it('answers /config.json from the runtime config, uncached', async () => {
    const reply = await get(shellPort, '/config.json');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(reply.body.toString())).toEqual({ apiUrl: 'http://api.test' });
  });
});
