// The security headers of the site's static servers (docs/security.md#headers): a
// Content-Security-Policy built from the runtime config, so scripts load only from the shell's and
// the remotes' origins and connections go only to the API, identity and socket origins; plus the
// referrer and permissions policies. Reports of violations go to the serving origin.

/** Where browsers send violation reports (the static server records and logs them). */
export const CSP_REPORT_PATH = '/csp-report';

const REFERRER_POLICY = 'strict-origin-when-cross-origin';

function originOf(url) {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/** The socket's origin and its WebSocket twin (socket.io starts with polling, then upgrades). */
function socketOrigins(url) {
  const origin = originOf(url);
  if (origin === null) return [];
  return [origin, origin.replace(/^http/, 'ws')];
}

const unique = (values) => [...new Set(values.filter((value) => value !== null))];

/** Every manifest URL of the config: defaults, fallbacks, and each tenant's own remotes. */
function remoteUrls(runtimeConfig) {
  const perTenant = Object.values(runtimeConfig?.tenantRemotes ?? {}).flatMap((remotes) =>
    Object.values(remotes ?? {}).flatMap((location) =>
      typeof location === 'string' ? [location] : [location?.url, location?.fallback],
    ),
  );
  return [
    ...Object.values(runtimeConfig?.remotes ?? {}),
    ...Object.values(runtimeConfig?.remoteFallbacks ?? {}),
    ...perTenant,
  ];
}

/** Origins an embedding page may have: `https://example.com` or `http://host:port`, no path. */
export function isFrameAncestor(value) {
  return typeof value === 'string' && originOf(value) === value.replace(/\/$/, '');
}

/**
 * The Content-Security-Policy of a page of the site. `runtimeConfig` names the API, socket,
 * identity and remote origins; `frameAncestors` the tenant's pages allowed to frame the site.
 */
export function contentSecurityPolicy(runtimeConfig, { frameAncestors = [] } = {}) {
  const api = originOf(runtimeConfig?.apiUrl);
  const identity = originOf(runtimeConfig?.identityUrl);
  const remotes = unique(remoteUrls(runtimeConfig).map(originOf));
  const embedders = unique(frameAncestors.filter(isFrameAncestor).map(originOf));
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // Tenant looks are inline custom properties and sanitised CSS; web fonts come from anywhere
    // safe. Styles cannot run code, so this is the usual trade-off for a themable site.
    'style-src': ["'self'", "'unsafe-inline'", 'https:', ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', api, ...remotes],
    // blob: the tenant's uploaded font files, fetched with the tenant header (docs/tenant-console.md#fonts).
    'font-src': ["'self'", 'data:', 'blob:', 'https:', ...remotes],
    'media-src': ["'self'", 'data:', 'blob:', 'https:', api],
    'connect-src': unique([
      "'self'",
      api,
      identity,
      ...socketOrigins(runtimeConfig?.socketUrl ?? runtimeConfig?.apiUrl),
      ...remotes,
    ]),
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique(["'self'", api, identity]),
    'frame-ancestors': ["'self'", ...embedders],
    'report-uri': [CSP_REPORT_PATH],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/**
 * Camera, microphone and screen capture only for the site itself (video calls run in the
 * shell's page); every other powerful feature off.
 */
export function permissionsPolicy({ media }) {
  const self = media ? '(self)' : '()';
  return [
    `camera=${self}`,
    `microphone=${self}`,
    `display-capture=${self}`,
    'geolocation=()',
    'payment=()',
    'usb=()',
    'serial=()',
    'bluetooth=()',
    'midi=()',
  ].join(', ');
}

/** Headers of an HTML page of the site. */
export function pageSecurityHeaders(runtimeConfig, { frameAncestors = [], media = true } = {}) {
  return {
    'content-security-policy': contentSecurityPolicy(runtimeConfig, { frameAncestors }),
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': permissionsPolicy({ media }),
  };
}

/** Headers of every other answer (scripts, styles, images, JSON). */
export const ASSET_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': REFERRER_POLICY,
};
