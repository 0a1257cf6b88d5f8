// A small production static server (node:http) for the built apps: content types, gzip, cache
// headers by file kind, CORS for remotes, SPA fallback, the runtime /config.json for the shell, and
// the security headers of docs/security.md#headers (with the violation reports they ask for).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  createShellBuildReader,
  injectHomePrerender,
  injectInitialAssets,
  injectRouteFrame,
  injectTenantData,
  pickPageLocale,
  scriptJson,
  setHtmlLang,
} from './shell-page.mjs';
import { ASSET_SECURITY_HEADERS, CSP_REPORT_PATH, pageSecurityHeaders } from './site-policy.mjs';

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

// ---- Tenant head: the served shell HTML already carries the tenant's look (no flash of wrong
// colours). The values come from tenant settings, so every one is checked and escaped.

// A second guard on what the shell's kit computed: a name and value never leave the rule.
const SAFE_NAME = /^--[a-zA-Z0-9-]+$/;
const SAFE_VALUE = /^[^;{}<>\\]+$/;

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function safeFavicon(url) {
  return typeof url === 'string' && /^(https?:\/\/|\/(?!\/)|data:image\/)/i.test(url) ? url : null;
}

/**
 * Rewrites the shell's HTML head with what the shell's kit computed for the tenant and path
 * (custom properties; title, description and sanitised custom CSS) and the favicon. Placed
 * last in the head, so the custom CSS comes after the base CSS as in the running shell.
 */
export function injectTenantHead(html, { styling, variables, head }) {
  const declarations = Object.entries(variables ?? {})
    .filter(([name, value]) => SAFE_NAME.test(name) && SAFE_VALUE.test(String(value)))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const parts = declarations ? [`<style id="mp-tenant-theme">:root{${declarations}}</style>`] : [];
  let out = html;
  const favicon = safeFavicon(styling?.favicon);
  if (favicon) {
    out = out.replace(/<link rel="icon"[^>]*>/i, '');
    parts.push(`<link rel="icon" href="${escapeHtml(favicon)}"/>`);
  }
  if (typeof head?.title === 'string') {
    out = out.replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(head.title)}</title>`);
  }
  if (typeof head?.description === 'string') {
    parts.push(`<meta name="description" content="${escapeHtml(head.description)}"/>`);
  }
  if (typeof head?.customCss === 'string' && head.customCss !== '') {
    // The shell's RouteHead takes this element over (same id). Sanitised CSS has no `<`.
    const css = head.customCss.replace(/</g, '');
    parts.push(`<style id="mp-tenant-custom-css">${css}</style>`);
  }
  return out.includes('</head>') ? out.replace('</head>', `${parts.join('')}</head>`) : out;
}

/**
 * Embeds the runtime config as an inert JSON data block the shell reads before falling back to
 * `/config.json`. `<` is escaped so no value can close the element.
 */
export function injectRuntimeConfig(html, runtimeConfig) {
  const block = `<script id="mp-runtime-config" type="application/json">${scriptJson(runtimeConfig)}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : html;
}

async function fetchJson(url, tenantId, timeoutMs) {
  const response = await fetch(url, {
    headers: { 'x-tenant-id': tenantId, accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Styling, settings and feature switches per tenant, fetched with a short timeout, kept briefly. */
function createTenantLookCache({ apiUrl, timeoutMs, cacheMs }) {
  const cache = new Map();
  return async (tenantId) => {
    const hit = cache.get(tenantId);
    if (hit && hit.expires > Date.now()) return hit.value;
    const base = apiUrl.replace(/\/+$/, '');
    const [styling, settings, features] = await Promise.all([
      fetchJson(`${base}/styling/get_tenant_styling`, tenantId, timeoutMs),
      fetchJson(`${base}/settings`, tenantId, timeoutMs).catch(() => null),
      fetchJson(`${base}/settings/features`, tenantId, timeoutMs).catch(() => null),
    ]);
    const value = { styling, settings, features };
    cache.set(tenantId, { value, expires: Date.now() + cacheMs });
    return value;
  };
}

/** How long a host no tenant serves is remembered: short, so a tenant created now is served now. */
const UNKNOWN_HOST_CACHE_MS = 1_000;
const MAX_HOST_ENTRIES = 1_000;

/**
 * The tenant of a host the runtime config does not map, asked of the API
 * (`GET /platform/tenant-by-host`, docs/tenants.md#hosts): a tenant an operator created is served
 * with no restart. Answers are kept briefly; a failure is not kept (null: no tenant now).
 */
function createHostLookup({ apiUrl, timeoutMs, cacheMs }) {
  const cache = new Map();
  const base = apiUrl.replace(/\/+$/, '');
  return async (hostname) => {
    const hit = cache.get(hostname);
    if (hit && hit.expires > Date.now()) return hit.tenantId;
    let tenantId = null;
    try {
      const response = await fetch(
        `${base}/platform/tenant-by-host?host=${encodeURIComponent(hostname)}`,
        { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) },
      );
      if (response.ok) {
        const body = await response.json();
        tenantId = typeof body?.tenantId === 'string' ? body.tenantId : null;
      } else if (response.status !== 404) return null;
    } catch {
      return null;
    }
    if (cache.size >= MAX_HOST_ENTRIES) cache.delete(cache.keys().next().value);
    const ttl = tenantId === null ? UNKNOWN_HOST_CACHE_MS : cacheMs;
    cache.set(hostname, { tenantId, expires: Date.now() + ttl });
    return tenantId;
  };
}

/**
 * The runtime config for a page of `hostname`, served by `tenantId`: the deployment's, plus the
 * host and the tenant's identity settings when the deployment's map does not name them (ids as
 * the identity service gives every tenant: packages/identity/src/tenants.ts).
 */
export function configForHost(runtimeConfig, hostname, tenantId) {
  if (!tenantId || runtimeConfig?.tenants?.[hostname] === tenantId) return runtimeConfig;
  const identity = isObject(runtimeConfig.identity) ? runtimeConfig.identity : {};
  const sample = Object.values(identity).find(isObject);
  const region = typeof sample?.region === 'string' ? sample.region : 'local';
  const entry = identity[tenantId] ?? {
    region,
    userPoolId: `${region}_${tenantId}`,
    clientId: `${tenantId}webclient`,
    identityPoolId: `${region}:${tenantId}`,
    endpoint: sample?.endpoint ?? runtimeConfig.identityUrl,
  };
  return {
    ...runtimeConfig,
    tenants: { ...runtimeConfig.tenants, [hostname]: tenantId },
    identity: { ...identity, [tenantId]: entry },
  };
}

function send(req, res, status, headers, body) {
  res.writeHead(status, { ...headers, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The most a violation report may weigh; more is cut off and dropped. */
const MAX_REPORT_BYTES = 16 * 1024;

function readSmallBody(req) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_REPORT_BYTES) {
        resolve(null);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
  });
}

/** A browser's CSP report (`application/csp-report`), or null when it is not one. */
function parseReport(text) {
  try {
    const parsed = JSON.parse(text ?? '');
    return isObject(parsed) && isObject(parsed['csp-report']) ? parsed['csp-report'] : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ root: string, port: number, spa?: boolean, headers?: Record<string, string>,
 *   runtimeConfig?: unknown, policyConfig?: unknown, media?: boolean, host?: string,
 *   tenantHead?: false | { timeoutMs?: number, cacheMs?: number, apiUrl?: string,
 *     hostLookup?: boolean } }} options
 *   (`tenantHead.apiUrl`: where this server reaches the API when that is not the browser's URL;
 *   `hostLookup: false`: only the config's `tenants` map hosts, no lookup at the API)
 * @returns {Promise<{ url: string, close: () => Promise<void>, cspReports: unknown[] }>}
 */
export function startStaticServer({
  root,
  port,
  spa = false,
  headers = {},
  runtimeConfig,
  policyConfig = runtimeConfig,
  media = spa,
  host,
  tenantHead = {},
}) {
  const base = path.resolve(root);
  const cspReports = [];
  const gzip = createGzipCache();
  const tenants = isObject(runtimeConfig?.tenants) ? runtimeConfig.tenants : null;
  const lookOf =
    spa && tenantHead !== false && tenants && typeof runtimeConfig.apiUrl === 'string'
      ? createTenantLookCache({
          apiUrl: tenantHead.apiUrl ?? runtimeConfig.apiUrl,
          timeoutMs: tenantHead.timeoutMs ?? 400,
          cacheMs: tenantHead.cacheMs ?? 30_000,
        })
      : null;

  const hostLookup =
    lookOf && tenantHead.hostLookup !== false
      ? createHostLookup({
          apiUrl: tenantHead.apiUrl ?? runtimeConfig.apiUrl,
          timeoutMs: tenantHead.timeoutMs ?? 400,
          cacheMs: tenantHead.cacheMs ?? 30_000,
        })
      : null;

  const shellBuild = createShellBuildReader(base);

  function hostnameOf(req) {
    return String(req.headers.host ?? '')
      .replace(/:\d+$/, '')
      .toLowerCase();
  }

  /** The host's tenant id, or null when the host serves no tenant (the shell says so). */
  async function tenantOf(req) {
    if (!lookOf) return null;
    const hostname = hostnameOf(req);
    const tenantId = Object.hasOwn(tenants, hostname) ? tenants[hostname] : null;
    if (typeof tenantId === 'string') return tenantId;
    return hostLookup && hostname !== '' ? hostLookup(hostname) : null;
  }

  /** The tenant's styling, settings and switches, or null (the API failed: the shell fetches). */
  async function tenantLook(tenantId) {
    try {
      return await lookOf(tenantId);
    } catch (error) {
      console.warn(`[static :${port}] tenant styling for ${tenantId} unavailable:`, error.message);
      return null;
    }
  }

  /** The language the shell will start in for this visitor, as the shell decides it. */
  function pageLocale(req, look, build) {
    const languages = [
      ...Object.keys(build.heroes ?? {}),
      ...Object.keys(build.initial?.locales ?? {}),
    ];
    return pickPageLocale({
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
      defaultLocale: runtimeConfig?.defaultLocale,
      settings: look?.settings,
      supported: [...new Set(languages)],
    });
  }

  /**
   * The shell's index.html carrying the runtime config (one round trip less before the first
   * render) and the host's tenant look; null to serve the file as it is.
   */
  async function themedHtml(req, target, pathname) {
    if (!spa || runtimeConfig === undefined || path.basename(target) !== 'index.html') return null;
    let html = (await readFile(target, 'utf8')).toString();
    const tenantId = await tenantOf(req);
    const [look, build] = await Promise.all([tenantId ? tenantLook(tenantId) : null, shellBuild()]);
    const locale = tenantId ? pageLocale(req, look, build) : null;
    html = injectInitialAssets(html, build.initial, locale);
    if (look) {
      html = injectTenantHead(html, {
        styling: look.styling,
        variables: build.kit?.tenantCssVariables(look.styling, look.settings),
        head: build.kit?.routeHead(look.settings, pathname),
      });
      html = injectTenantData(html, tenantId, look);
    }
    if (locale && pathname === '/' && build.heroes) {
      html = injectHomePrerender(setHtmlLang(html, locale), {
        hero: build.kit?.renderHomeHero(locale, look?.settings) ?? build.heroes[locale],
        styling: look?.styling,
        settings: look?.settings,
      });
    } else if (locale && pathname !== '/' && build.kit?.routeFrames?.[locale]) {
      html = injectRouteFrame(setHtmlLang(html, locale), {
        frame: build.kit.routeFrames[locale],
        styling: look?.styling,
        settings: look?.settings,
      });
    }
    const frameAncestors = Array.isArray(look?.settings?.frameAncestors)
      ? look.settings.frameAncestors
      : [];
    const pageConfig = configForHost(runtimeConfig, hostnameOf(req), tenantId);
    return { body: Buffer.from(injectRuntimeConfig(html, pageConfig)), frameAncestors };
  }

  /** CSP, referrer and permissions policies for a page; nosniff and referrer for the rest. */
  function securityHeaders(extension, frameAncestors) {
    if (policyConfig === undefined) return {};
    if (extension !== '.html') return ASSET_SECURITY_HEADERS;
    return {
      ...ASSET_SECURITY_HEADERS,
      ...pageSecurityHeaders(policyConfig, { frameAncestors, media }),
    };
  }
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

  async function respond(req, res, target, info, status = 200, pathname = '/') {
    const extension = path.extname(target).toLowerCase();
    const page = await themedHtml(req, target, pathname);
    const themed = page?.body ?? null;
    const raw = themed ?? (await readFile(target));
    const out = {
      ...common,
      ...securityHeaders(extension, page?.frameAncestors ?? []),
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'cache-control': cacheControl(path.basename(target)),
      // The shell page's language follows the visitor's cookie and browser language.
      ...(themed ? { vary: 'Accept-Encoding, Accept-Language, Cookie' } : {}),
    };
    if (COMPRESSIBLE.has(extension) && acceptsGzip(req) && raw.length > 256) {
      send(
        req,
        res,
        status,
        { ...out, 'content-encoding': 'gzip' },
        themed ? gzipSync(raw) : gzip(target, info.mtimeMs, raw),
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

  async function recordReport(req, res) {
    const report = parseReport(await readSmallBody(req));
    if (report === null) return plain(req, res, 400, 'Not a CSP report');
    cspReports.push(report);
    console.warn(
      `[static :${port}] CSP violation: ${String(report['violated-directive'] ?? '?')} blocked ${String(report['blocked-uri'] ?? '?')} on ${String(report['document-uri'] ?? '?')}`,
    );
    return send(req, res, 204, common, Buffer.alloc(0));
  }

  async function handle(req, res) {
    if (req.method === 'OPTIONS') return send(req, res, 204, common, Buffer.alloc(0));
    if (policyConfig !== undefined && req.method === 'POST' && req.url === CSP_REPORT_PATH) {
      return recordReport(req, res);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return plain(req, res, 405, 'Method not allowed', { allow: 'GET, HEAD, OPTIONS' });
    }
    const { pathname } = new URL(req.url ?? '/', 'http://static.invalid');
    if (runtimeConfig !== undefined && pathname === '/config.json') {
      const hostConfig = configForHost(runtimeConfig, hostnameOf(req), await tenantOf(req));
      const body = Buffer.from(JSON.stringify(hostConfig));
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
    // Dot files and folders (the build stamp, the server kit) are the server's, never served.
    if (
      path
        .relative(base, target)
        .split(path.sep)
        .some((part) => part.startsWith('.'))
    ) {
      return plain(req, res, 404, 'Not found');
    }
    const found = await fileAt(target);
    if (found) return respond(req, res, found.target, found.info, 200, pathname);
    // Deep links of the single-page shell get its index.html; missing assets stay 404. Only
    // the asset types above count as files: a path like /freelancer/profile/jane.doe is a page.
    if (spa && !(path.extname(pathname).toLowerCase() in CONTENT_TYPES)) {
      const index = await fileAt(path.join(base, 'index.html'));
      if (index) return respond(req, res, index.target, index.info, 200, pathname);
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
  return started.then(() => ({ url: `http://localhost:${port}`, close, cspReports }));
}
