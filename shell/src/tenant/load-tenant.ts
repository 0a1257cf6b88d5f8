/**
 * Start-up data of the tenant (docs/shell.md#start-up): settings, feature switches, data types
 * and styling, fetched in parallel with the tenant header, each going fetching -> fetched |
 * error. Bodies are guarded by small hand-written checks: the zod schemas stay off the
 * signed-out home page (the API validated these documents when they were stored).
 */
import {
  getDatatypes,
  getFeatures,
  getSettings,
  getTenantStyling,
  TENANT_HEADER,
  resolveStyling,
  type TenantFeatures,
  type SettingsView,
  type TenantStyling,
} from '@mp/contracts';

export type Resource<T> =
  { status: 'fetching' } | { status: 'fetched'; data: T } | { status: 'error'; error: string };

export interface TenantData {
  settings: Resource<SettingsView>;
  features: Resource<TenantFeatures>;
  datatypes: Resource<readonly unknown[]>;
  styling: Resource<TenantStyling>;
}

export type TenantResourceName = keyof TenantData;

export const TENANT_ENDPOINTS: Readonly<Record<TenantResourceName, string>> = {
  settings: getSettings.path,
  features: getFeatures.path,
  datatypes: getDatatypes.path,
  styling: getTenantStyling.path,
};

export const INITIAL_TENANT_DATA: TenantData = {
  settings: { status: 'fetching' },
  features: { status: 'fetching' },
  datatypes: { status: 'fetching' },
  styling: { status: 'fetching' },
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSettings(value: unknown): value is SettingsView {
  return (
    isObject(value) &&
    Array.isArray(value.languages) &&
    value.languages.every((l) => isObject(l) && typeof l.value === 'string') &&
    isObject(value.styling) &&
    isObject(value.customMenus) &&
    isObject(value.footer)
  );
}

function isFeatures(value: unknown): value is TenantFeatures {
  return (
    isObject(value) &&
    Object.values(value).every((f) => isObject(f) && typeof f.isEnabled === 'boolean')
  );
}

function isStyling(value: unknown): value is Partial<TenantStyling> {
  return isObject(value) && (value.colorsMap === undefined || isObject(value.colorsMap));
}

const CHECKS: Record<TenantResourceName, (value: unknown) => boolean> = {
  settings: isSettings,
  features: isFeatures,
  datatypes: Array.isArray,
  styling: isStyling,
};

async function fetchOne(
  name: TenantResourceName,
  apiUrl: string,
  tenantId: string,
  fetcher: typeof fetch,
): Promise<unknown> {
  const response = await fetcher(`${apiUrl.replace(/\/+$/, '')}${TENANT_ENDPOINTS[name]}`, {
    headers: { [TENANT_HEADER]: tenantId, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${TENANT_ENDPOINTS[name]} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!CHECKS[name](body)) throw new Error(`${TENANT_ENDPOINTS[name]} sent an unexpected body`);
  return settle(name, body);
}

/** The id of the JSON block in which the static server embeds the tenant's public data. */
export const EMBEDDED_TENANT_DATA_ID = 'mp-tenant-data';

export type EmbeddedTenantData = Partial<Record<TenantResourceName, unknown>>;

/**
 * The tenant's start-up data the served page carries (settings, switches, styling), when it
 * is this tenant's; an empty object when the page has none or it is unreadable.
 */
export function readEmbeddedTenantData(
  tenantId: string,
  doc: Document = document,
): EmbeddedTenantData {
  const text = doc.getElementById(EMBEDDED_TENANT_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) && value.tenantId === tenantId ? value : {};
  } catch {
    return {};
  }
}

function settle(name: TenantResourceName, body: unknown): unknown {
  return name === 'styling' ? resolveStyling(body as Partial<TenantStyling>) : body;
}

/**
 * Starts the four loads at once; `onUpdate` receives each one as it settles. A resource the
 * page embedded (and that passes the same checks) settles at once, synchronously, without a
 * request. Failures are logged and become an error state; never thrown.
 */
export function loadTenantData(
  apiUrl: string,
  tenantId: string,
  onUpdate: <K extends TenantResourceName>(name: K, resource: TenantData[K]) => void,
  fetcher: typeof fetch = fetch,
  embedded: EmbeddedTenantData = {},
): Promise<void> {
  const names = Object.keys(TENANT_ENDPOINTS) as TenantResourceName[];
  return Promise.all(
    names.map((name) => {
      const given = embedded[name];
      if (given !== undefined && CHECKS[name](given)) {
        onUpdate(name, { status: 'fetched', data: settle(name, given) } as TenantData[typeof name]);
        return undefined;
      }
      return fetchOne(name, apiUrl, tenantId, fetcher).then(
        (data) => onUpdate(name, { status: 'fetched', data } as TenantData[typeof name]),
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          console.error(`[shell] tenant ${name} failed to load`, error);
          onUpdate(name, { status: 'error', error: message });
        },
      );
    }),
  ).then(() => undefined);
}

/** Styling to paint with: the fetched one, else the default styling (also while fetching). */
export function effectiveStyling(resource: Resource<TenantStyling>): TenantStyling {
  return resource.status === 'fetched' ? resource.data : resolveStyling();
}
