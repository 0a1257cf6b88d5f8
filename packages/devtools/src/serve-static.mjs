// A small production static server (node:http) for the built apps: content types, gzip, cache
// headers by file kind, CORS for remotes, SPA fallback and the runtime /config.json for the shell.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg']);
/** Files whose name carries a content hash never change, so they may be cached for a year. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const LONG_CACHE = 'public, max-age=31536000, immutable';

function cacheControl(fileName) {
  return HASHED.test(fileName) ? LONG_CACHE : 'no-cache';
}

/** Maps a request path onto a file under root, or null when it would leave root. */
export function resolveInside(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const target = path.resolve(root, `.${decoded}`);
  return target === root || target.startsWith(root + path.sep) ? target : null;
}

async function fileAt(target) {
  try {
    const info = await stat(target);
    if (info.isFile()) return { target, info };
    if (info.isDirectory()) return fileAt(path.join(target, 'index.html'));
  } catch {
    // missing: the caller decides between 404 and the SPA fallback
  }
  return null;
}

function acceptsGzip(req) {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

function createGzipCache() {
  const cache = new Map();
  return (key, mtimeMs, body) => {
    const hit = cache.get(key);
    if (hit && hit.mtimeMs === mtimeMs) return hit.body;
    const zipped = gzipSync(body);
    cache.set(key, { mtimeMs, body: zipped });
    return zipped;
  };
}

function send(req, res, status, headers, body) {
  res.writeHead(status, { ...headers, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {{ root: string, port: number, spa?: boolean, headers?: Record<string, string>,
 *   runtimeConfig?: unknown, host?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startStaticServer({ root, port, spa = false, headers = {}, runtimeConfig, host }) {
  const base = path.resolve(root);
  const gzip = createGzipCache();
  const cors = spa
    ? {}
    : {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, HEAD, OPTIONS',
        'access-control-allow-headers': '*',
      };
  const common = {
    ...cors,
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
    ...headers,
  };

  async function respond(req, res, target, info, status = 200) {
    const extension = path.extname(target).toLowerCase();
    const raw = await readFile(target);
    const out = {
      ...common,
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'cache-control': cacheControl(path.basename(target)),
    };
    if (COMPRESSIBLE.has(extension) && acceptsGzip(req) && raw.length > 256) {
      send(
        req,
        res,
        status,
        { ...out, 'content-encoding': 'gzip' },
        gzip(target, info.mtimeMs, raw),
      );
    } else {
      send(req, res, status, out, raw);
    }
  }

  function plain(req, res, status, text, extra = {}) {
    send(
      req,
      res,
      status,
      { ...common, 'content-type': 'text/plain; charset=utf-8', ...extra },
      Buffer.from(text),
    );
  }

  async function handle(req, res) {
    if (req.method === 'OPTIONS') return send(req, res, 204, common, Buffer.alloc(0));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return plain(req, res, 405, 'Method not allowed', { allow: 'GET, HEAD, OPTIONS' });
    }
    const { pathname } = new URL(req.url ?? '/', 'http://static.invalid');
    if (runtimeConfig !== undefined && pathname === '/config.json') {
      const body = Buffer.from(JSON.stringify(runtimeConfig));
      return send(
        req,
        res,
        200,
        { ...common, 'content-type': CONTENT_TYPES['.json'], 'cache-control': 'no-cache' },
        body,
      );
    }
    const target = resolveInside(base, pathname);
    if (!target) return plain(req, res, 403, 'Forbidden');
    const found = await fileAt(target);
    if (found) return respond(req, res, found.target, found.info);
    // Deep links of the single-page shell get its index.html; missing assets stay 404.
    if (spa && !path.extname(pathname)) {
      const index = await fileAt(path.join(base, 'index.html'));
      if (index) return respond(req, res, index.target, index.info);
    }
    return plain(req, res, 404, 'Not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`[static :${port}]`, error);
      if (!res.headersSent) plain(req, res, 500, 'Internal error');
      else res.destroy();
    });
  });

  const listen = (address) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, address, () => {
        server.off('error', reject);
        resolve();
      });
    });

  const close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  // Dual-stack by default so both localhost (::1) and *.localhost (127.0.0.1) reach it.
  const started = host
    ? listen(host)
    : listen('::').catch((error) => {
        if (error.code === 'EADDRINUSE') throw error;
        return listen('0.0.0.0');
      });
  return started.then(() => ({ url: `http://localhost:${port}`, close }));
}
