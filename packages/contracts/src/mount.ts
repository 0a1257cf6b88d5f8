/**
 * The mount contract between the shell and its remotes, and the runtime `/config.json` the
 * shell reads at start. Plain TypeScript with a hand-written parser (no zod): this module sits
 * on the signed-out home page's critical path, so it stays tiny.
 */
import type { ApiClient } from './api-client';
import type { Role } from './constants';
import { REMOTES, type RemoteName, type RemoteSectionName } from './remotes';

/** The signed-in user as the shell hands it to a remote; null when signed out. */
export interface SessionUser {
  id: string;
  tenantId: string;
  name: string;
  email: string;
  role: Role;
}

/**
 * What a remote shows of its tenant: the name, and the currency every amount is in with its
 * sign (docs/payments.md#amounts).
 */
export interface RemoteTenant {
  name: string;
  /** ISO 4217 code, e.g. `GBP`. */
  currency: string;
  currencySign: string;
}

/** Props of every remote's exposed `./App` (the only module a remote exposes). */
export interface RemoteAppProps {
  /** Where the shell mounted the remote; '' when its routes live at the site root. */
  basePath?: string;
  tenantId: string;
  tenant: RemoteTenant;
  locale: string;
  user: SessionUser | null;
  /** Evaluated feature switches of the tenant, by name. */
  features: Readonly<Record<string, boolean>>;
  apiBaseUrl: string;
  /** The shell's client for API calls (signed while a user is signed in). */
  http: ApiClient;
  /** Set when the host mounts this remote to render one of its sections instead of its routes. */
  section?: RemoteSectionName;
  /**
   * Renders another remote's section into `element` (it stays empty while that remote is off
   * for the tenant); returns the unmount. Absent when a remote runs on its own.
   */
  mountSection?: MountSection;
  /**
   * The remotes this user can reach on this tenant (a switched-off one has no pages): links into
   * another area are shown only when it is here. Absent when a remote runs on its own.
   */
  enabledRemotes?: readonly RemoteName[];
}

export type MountSection = (name: RemoteSectionName, element: HTMLElement) => () => void;

/** Identity-service settings of one tenant (one user pool per tenant, docs/identity.md#sign-in). */
export interface TenantIdentityConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  identityPoolId: string;
  /** Cognito-compatible endpoint; the local identity service or the real AWS one. */
  endpoint: string;
}

/**
 * Where one remote is loaded from: the URL of its `mf-manifest.json` and, optionally, the
 * previous known-good manifest the shell loads when that one fails (docs/deploy.md#rolling-back).
 */
export interface RemoteLocation {
  url: string;
  fallback?: string;
}

export interface RuntimeConfig {
  apiUrl: string;
  socketUrl: string;
  identityUrl: string;
  defaultLocale: string;
  /** Host name (no port) -> tenant id. */
  tenants: Readonly<Record<string, string>>;
  /** Tenant id -> identity settings. */
  identity: Readonly<Record<string, TenantIdentityConfig>>;
  /** Remote name -> URL of its `mf-manifest.json`. A remote missing here is not available. */
  remotes: Readonly<Partial<Record<RemoteName, string>>>;
  /** Remote name -> known-good manifest URL loaded when the remote's URL fails (every tenant). */
  remoteFallbacks: Readonly<Partial<Record<RemoteName, string>>>;
  /**
   * Tenant id -> remote name -> where that tenant loads it, in place of `remotes` and
   * `remoteFallbacks`: one tenant moves to a new build (a canary) or back, with no shell rebuild.
   */
  tenantRemotes: Readonly<Record<string, Readonly<Partial<Record<RemoteName, RemoteLocation>>>>>;
  /** Tenant id -> remotes switched off for it (never fetched, their routes are not found). */
  disabledRemotes: Readonly<Record<string, readonly RemoteName[]>>;
  /**
   * Share of page views that report their web vitals to the API (0-1; unhandled errors are
   * always reported). Absent: DEFAULT_CLIENT_REPORT_SAMPLE_RATE (docs/observability.md).
   */
  clientReportSampleRate: number;
}

export const DEFAULT_CLIENT_REPORT_SAMPLE_RATE = 0.1;

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

export class RuntimeConfigError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`Invalid runtime config: ${field} ${message}`);
    this.name = 'RuntimeConfigError';
  }
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readUrl(source: Json, field: string, path = field): string {
  const value = source[field];
  if (typeof value !== 'string') throw new RuntimeConfigError(path, 'must be a URL string');
  try {
    new URL(value);
  } catch {
    throw new RuntimeConfigError(path, 'must be an absolute URL');
  }
  return value;
}

function readString(source: Json, field: string, path = field): string {
  const value = source[field];
  if (typeof value !== 'string' || value.length === 0) {
    throw new RuntimeConfigError(path, 'must be a non-empty string');
  }
  return value;
}

function readObject(source: Json, field: string): Json {
  const value = source[field];
  if (!isObject(value)) throw new RuntimeConfigError(field, 'must be an object');
  return value;
}

function readTenants(source: Json): Record<string, string> {
  const tenants = readObject(source, 'tenants');
  const out: Record<string, string> = {};
  for (const host of Object.keys(tenants)) out[host] = readString(tenants, host, `tenants.${host}`);
  return out;
}

function readIdentity(source: Json): Record<string, TenantIdentityConfig> {
  const identity = readObject(source, 'identity');
  const out: Record<string, TenantIdentityConfig> = {};
  for (const tenantId of Object.keys(identity)) {
    const entry = identity[tenantId];
    const path = `identity.${tenantId}`;
    if (!isObject(entry)) throw new RuntimeConfigError(path, 'must be an object');
    out[tenantId] = {
      region: readString(entry, 'region', `${path}.region`),
      userPoolId: readString(entry, 'userPoolId', `${path}.userPoolId`),
      clientId: readString(entry, 'clientId', `${path}.clientId`),
      identityPoolId: readString(entry, 'identityPoolId', `${path}.identityPoolId`),
      endpoint: readUrl(entry, 'endpoint', `${path}.endpoint`),
    };
  }
  return out;
}

function readRemoteUrls(source: Json, field: string): Partial<Record<RemoteName, string>> {
  const remotes = readObject(source, field);
  const out: Partial<Record<RemoteName, string>> = {};
  for (const name of Object.keys(remotes)) {
    if (!isRemoteName(name)) throw new RuntimeConfigError(`${field}.${name}`, 'is not a remote');
    out[name] = readUrl(remotes, name, `${field}.${name}`);
  }
  return out;
}

/** `{ url, fallback? }`, or the URL alone. */
function readLocation(source: Json, name: string, path: string): RemoteLocation {
  const value = source[name];
  if (typeof value === 'string') return { url: readUrl(source, name, path) };
  if (!isObject(value)) throw new RuntimeConfigError(path, 'must be a URL or { url, fallback }');
  const url = readUrl(value, 'url', `${path}.url`);
  return value.fallback === undefined
    ? { url }
    : { url, fallback: readUrl(value, 'fallback', `${path}.fallback`) };
}

function readTenantRemotes(source: Json): RuntimeConfig['tenantRemotes'] {
  if (source.tenantRemotes === undefined) return {};
  const tenants = readObject(source, 'tenantRemotes');
  const out: Record<string, Partial<Record<RemoteName, RemoteLocation>>> = {};
  for (const tenantId of Object.keys(tenants)) {
    const entry = tenants[tenantId];
    const path = `tenantRemotes.${tenantId}`;
    if (!isObject(entry)) throw new RuntimeConfigError(path, 'must be an object');
    const locations: Partial<Record<RemoteName, RemoteLocation>> = {};
    for (const name of Object.keys(entry)) {
      if (!isRemoteName(name)) throw new RuntimeConfigError(`${path}.${name}`, 'is not a remote');
      locations[name] = readLocation(entry, name, `${path}.${name}`);
    }
    out[tenantId] = locations;
  }
  return out;
}

function readDisabled(source: Json): Record<string, RemoteName[]> {
  const disabled = readObject(source, 'disabledRemotes');
  const out: Record<string, RemoteName[]> = {};
  for (const tenantId of Object.keys(disabled)) {
    const list = disabled[tenantId];
    const path = `disabledRemotes.${tenantId}`;
    if (!Array.isArray(list) || !list.every(isRemoteName)) {
      throw new RuntimeConfigError(path, `must be a list of ${REMOTE_NAMES.join(', ')}`);
    }
    out[tenantId] = [...list];
  }
  return out;
}

function readSampleRate(source: Json): number {
  const value = source.clientReportSampleRate;
  if (value === undefined) return DEFAULT_CLIENT_REPORT_SAMPLE_RATE;
  if (typeof value !== 'number' || !(value >= 0 && value <= 1))
    throw new RuntimeConfigError('clientReportSampleRate', 'must be a number from 0 to 1');
  return value;
}

/** Validates an untrusted `/config.json` body; throws RuntimeConfigError naming the field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isObject(value)) throw new RuntimeConfigError('(root)', 'must be an object');
  return {
    apiUrl: readUrl(value, 'apiUrl'),
    socketUrl: readUrl(value, 'socketUrl'),
    identityUrl: readUrl(value, 'identityUrl'),
    defaultLocale: readString(value, 'defaultLocale'),
    tenants: readTenants(value),
    identity: readIdentity(value),
    remotes: readRemoteUrls(value, 'remotes'),
    remoteFallbacks:
      value.remoteFallbacks === undefined ? {} : readRemoteUrls(value, 'remoteFallbacks'),
    tenantRemotes: readTenantRemotes(value),
    disabledRemotes: readDisabled(value),
    clientReportSampleRate: readSampleRate(value),
  };
}

/** The tenant of a host name (no port); null when the deployment does not serve that host. */
export function resolveTenantId(config: RuntimeConfig, hostname: string): string | null {
  return config.tenants[hostname.toLowerCase()] ?? null;
}

/**
 * Where the tenant loads a remote from: its own entry in `tenantRemotes`, else the deployment's
 * default URL and fallback; null when the remote is not configured.
 */
export function remoteLocation(
  config: RuntimeConfig,
  tenantId: string,
  name: RemoteName,
): RemoteLocation | null {
  const own = config.tenantRemotes[tenantId]?.[name];
  if (own) return own;
  const url = config.remotes[name];
  if (!url) return null;
  const fallback = config.remoteFallbacks[name];
  return fallback ? { url, fallback } : { url };
}

/** Remotes the tenant may load: configured and not switched off for it. */
export function enabledRemotes(config: RuntimeConfig, tenantId: string): RemoteName[] {
  const disabled = config.disabledRemotes[tenantId] ?? [];
  return REMOTE_NAMES.filter(
    (name) => remoteLocation(config, tenantId, name) !== null && !disabled.includes(name),
  );
}
