// The runtime `/config.json` the shell reads at start: embedded local defaults, each overridable
// from the environment so one build serves any deployment.
//
//   MP_API_URL            API base URL                         (default http://localhost:4000)
//   MP_SOCKET_URL         socket.io URL                        (default: MP_API_URL)
//   MP_IDENTITY_URL       identity endpoint (Cognito protocol) (default http://localhost:4100)
//   MP_IDENTITY_REGION    region of every tenant's pools       (default local, as the identity service)
//   MP_DEFAULT_LOCALE     default locale                       (default en)
//   MP_REMOTE_HOST        host of the remotes' default URLs    (default localhost)
//   MP_REMOTE_PORT_BASE   port of mf_jobs; others follow in order (default 8081)
//   MP_REMOTE_<NAME>      manifest URL of one remote, e.g. MP_REMOTE_MF_JOBS=https://cdn/jobs/mf-manifest.json
//   MP_REMOTE_<NAME>_FALLBACK  known-good manifest URL loaded when that one fails (no default)
//   MP_TENANT_REMOTES     JSON tenant -> remote -> manifest URL or { url, fallback } for that
//                         tenant only, e.g. {"acme":{"mf_jobs":{"url":"https://cdn/jobs/2/mf-manifest.json"}}}
//   MP_TENANTS            JSON host -> tenant map    (default {"localhost":"demo","acme.localhost":"acme"})
//   MP_DISABLED_REMOTES   JSON tenant -> remote list (default {"acme":["mf_products"]})
//   MP_CLIENT_REPORT_SAMPLE_RATE  share of page views reporting web vitals (default 0.1)
import { REMOTE_APPS } from './apps.mjs';

const DEFAULT_TENANTS = { localhost: 'demo', 'acme.localhost': 'acme' };
const DEFAULT_DISABLED = { acme: ['mf_products'] };

function json(env, name, fallback) {
  const raw = env[name];
  if (!raw) return fallback;
  try {
    return JSON.parse(raw);
  } catch {
    throw new Error(`${name} must be JSON, got: ${raw}`);
  }
}

// The ids the identity service gives each tenant (packages/identity/src/tenants.ts).
function identityFor(tenantId, env, identityUrl) {
  const region = env.MP_IDENTITY_REGION ?? 'local';
  return {
    region,
    userPoolId: `${region}_${tenantId}`,
    clientId: `${tenantId}webclient`,
    identityPoolId: `${region}:${tenantId}`,
    endpoint: identityUrl,
  };
}

function sampleRate(env) {
  const raw = env.MP_CLIENT_REPORT_SAMPLE_RATE;
  if (raw === undefined || raw === '') return 0.1;
  const value = Number(raw);
  if (!(value >= 0 && value <= 1))
    throw new Error(`MP_CLIENT_REPORT_SAMPLE_RATE must be a number from 0 to 1, got: ${raw}`);
  return value;
}

/** @param {Record<string, string | undefined>} env */
export function buildRuntimeConfig(env = process.env) {
  const apiUrl = env.MP_API_URL ?? 'http://localhost:4000';
  const identityUrl = env.MP_IDENTITY_URL ?? 'http://localhost:4100';
  const remoteHost = env.MP_REMOTE_HOST ?? 'localhost';
  const portBase = Number(env.MP_REMOTE_PORT_BASE ?? REMOTE_APPS[0].port);
  const tenants = json(env, 'MP_TENANTS', DEFAULT_TENANTS);
  const tenantIds = [...new Set(Object.values(tenants))];
  const remotes = Object.fromEntries(
    REMOTE_APPS.map((app, index) => [
      app.name,
      env[`MP_REMOTE_${app.name.toUpperCase()}`] ??
        `http://${remoteHost}:${portBase + index}/mf-manifest.json`,
    ]),
  );
  const remoteFallbacks = Object.fromEntries(
    REMOTE_APPS.map((app) => [
      app.name,
      env[`MP_REMOTE_${app.name.toUpperCase()}_FALLBACK`],
    ]).filter(([, url]) => Boolean(url)),
  );
  return {
    apiUrl,
    socketUrl: env.MP_SOCKET_URL ?? apiUrl,
    identityUrl,
    defaultLocale: env.MP_DEFAULT_LOCALE ?? 'en',
    tenants,
    identity: Object.fromEntries(tenantIds.map((id) => [id, identityFor(id, env, identityUrl)])),
    remotes,
    remoteFallbacks,
    tenantRemotes: json(env, 'MP_TENANT_REMOTES', {}),
    disabledRemotes: json(env, 'MP_DISABLED_REMOTES', DEFAULT_DISABLED),
    clientReportSampleRate: sampleRate(env),
  };
}
