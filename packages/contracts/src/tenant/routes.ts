/**
 * Route helpers: external-link detection (docs/shell.md#links), route patterns such as
 * `/freelancer/profile/:username`, and tenant aliases (docs/shell.md#aliases: an alias
 * redirects to the canonical path keeping params, query and hash; menu links are rewritten to
 * an alias by matching route patterns).
 */

/** The metadata shape these helpers need: pattern -> { title, alias? } (see ZRouteMetadataMap). */
export type AliasMap = Readonly<Record<string, { title: string; alias?: string | undefined }>>;

export interface SplitPath {
  pathname: string;
  search: string;
  hash: string;
}

/** Splits `/a/b?x=1#top` into pathname, search (with '?') and hash (with '#'). */
export function splitPath(path: string): SplitPath {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = beforeHash.indexOf('?');
  const search = queryAt >= 0 ? beforeHash.slice(queryAt) : '';
  const pathname = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  return { pathname, search, hash };
}

function segments(pathname: string): string[] {
  return pathname.split('/').filter((s) => s.length > 0);
}

/** The `:param` names of a pattern, in order. */
export function routeParamNames(pattern: string): string[] {
  return segments(pattern)
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));
}

/**
 * Matches a pathname against a pattern. Params match one non-empty segment and are returned
 * as written (not decoded), so rebuilding a path keeps its encoding. A trailing slash is
 * ignored. Returns null when it does not match.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const expected = want[i] as string;
    const actual = have[i] as string;
    if (expected.startsWith(':')) params[expected.slice(1)] = actual;
    else if (expected !== actual) return null;
  }
  return params;
}

function fillPattern(pattern: string, params: Record<string, string>): string {
  const filled = segments(pattern).map((s) => (s.startsWith(':') ? (params[s.slice(1)] ?? s) : s));
  return `/${filled.join('/')}`;
}

/** Static segments beat params, earlier segments first: `/products/create` beats `/products/:id`. */
function specificity(pattern: string): string {
  return segments(pattern)
    .map((s) => (s.startsWith(':') ? '0' : '1'))
    .join('');
}

function bestMatch(
  candidates: Array<{ pattern: string; target: string }>,
  pathname: string,
): { target: string; params: Record<string, string> } | null {
  let best: { target: string; params: Record<string, string>; score: string } | null = null;
  for (const { pattern, target } of candidates) {
    const params = matchRoute(pattern, pathname);
    if (!params) continue;
    const score = specificity(pattern);
    if (!best || score > best.score) best = { target, params, score };
  }
  return best;
}

function aliasPairs(metadata: AliasMap | null | undefined): Array<[string, string]> {
  if (!metadata) return [];
  return Object.entries(metadata).flatMap(([pattern, meta]) =>
    meta.alias ? [[pattern, meta.alias] as [string, string]] : [],
  );
}

/**
 * If `path` is an alias, returns the canonical path with the alias's params, query and hash;
 * otherwise null. `/find-work?page=2` with `/freelancer/search-jobs` aliased to `/find-work`
 * gives `/freelancer/search-jobs?page=2`.
 */
export function resolveAlias(path: string, metadata: AliasMap | null | undefined): string | null {
  const { pathname, search, hash } = splitPath(path);
  const candidates = aliasPairs(metadata).map(([pattern, alias]) => ({
    pattern: alias,
    target: pattern,
  }));
  const match = bestMatch(candidates, pathname);
  return match ? `${fillPattern(match.target, match.params)}${search}${hash}` : null;
}

/**
 * Rewrites a canonical in-app path to its alias, keeping params, query and hash; anything
 * without an alias (or not an in-app path) is returned unchanged.
 */
export function rewriteToAlias(path: string, metadata: AliasMap | null | undefined): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const { pathname, search, hash } = splitPath(path);
  const candidates = aliasPairs(metadata).map(([pattern, alias]) => ({ pattern, target: alias }));
  const match = bestMatch(candidates, pathname);
  return match ? `${fillPattern(match.target, match.params)}${search}${hash}` : path;
}

function parseHost(host: string, protocol: string): URL | null {
  try {
    return new URL(host.includes('://') ? host : `${protocol}//${host}`);
  } catch {
    return null;
  }
}

function effectivePort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/**
 * docs/shell.md#links: a value is external when it starts with `https://`, `http://` or `www.` and
 * does NOT point at the tenant's own host (`host` as in `location.host`, e.g.
 * `acme.localhost:8080`; hostname and effective port must both match). Paths, `#` anchors, blanks,
 * `mailto:` and `tel:` are not external. A value that looks absolute but cannot be parsed counts as
 * external, so it is never routed inside the app.
 */
export function isExternalLink(value: string, host: string): boolean {
  const trimmed = value.trim();
  let candidate: string;
  if (/^https?:\/\//i.test(trimmed)) candidate = trimmed;
  else if (/^www\./i.test(trimmed)) candidate = `https://${trimmed}`;
  else return false;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return true;
  }
  const own = parseHost(host.trim(), url.protocol);
  if (!own) return true;
  return !(
    url.hostname.toLowerCase() === own.hostname.toLowerCase() &&
    effectivePort(url) === effectivePort(own)
  );
}

/**
 * The in-app path a link should route to: a full URL on the tenant's own host becomes its
 * path, query and hash; paths are returned as they are; external links give null.
 */
export function toInternalPath(value: string, host: string): string | null {
  const trimmed = value.trim();
  if (isExternalLink(trimmed, host)) return null;
  if (/^https?:\/\//i.test(trimmed) || /^www\./i.test(trimmed)) {
    const url = new URL(/^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed);
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return trimmed;
}
