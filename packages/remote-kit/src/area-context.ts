import { createContext, useContext } from 'react';
import type { Namespace } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  ROLES,
  type ApiClient,
  type MountSection,
  type RemoteName,
  type RemoteTenant,
  type SessionUser,
} from '@mp/contracts';
import { DEMO_TENANT } from './tenant';

/** One menu entry of an area; `{role}` in `path` becomes the signed-in user's side. */
export interface AreaNavItem {
  key: string;
  path: string;
  /** Whose entry this is; by default the side its path is under (/freelancer/, /customer/). */
  audience?: 'freelancer' | 'customer';
}

/** The side an entry belongs to, or null when it is for everyone. */
export function navAudience(item: AreaNavItem): 'freelancer' | 'customer' | null {
  if (item.audience) return item.audience;
  if (item.path.startsWith('/freelancer/')) return 'freelancer';
  if (item.path.startsWith('/customer/')) return 'customer';
  return null;
}

/**
 * Entries a user sees: a signed-in freelancer or customer only their side's (and shared ones);
 * administrators and signed-out visitors every entry.
 */
export function navFor(
  nav: readonly AreaNavItem[],
  user: SessionUser | null,
): readonly AreaNavItem[] {
  if (!user || user.role === ROLES.administrator) return nav;
  const side = user.role === ROLES.freelancer ? 'freelancer' : 'customer';
  return nav.filter((item) => {
    const audience = navAudience(item);
    return audience === null || audience === side;
  });
}

export interface AreaContextValue {
  basePath: string;
  user: SessionUser | null;
  /** The remote's i18n namespace: `nav.*`, `screens.*` and `notFound` are read from it. */
  namespace: string;
  nav: readonly AreaNavItem[];
  /** The host's API client; null only outside a mounted remote (tests of bare screens). */
  http: ApiClient | null;
  /** Evaluated feature switches of the tenant for this user. */
  features: Readonly<Record<string, boolean>>;
  tenantId: string;
  /** The tenant's name and currency, as the host handed them (RemoteAppProps.tenant). */
  tenant: RemoteTenant;
  /** The host's way to show another remote's section here; null when there is no host. */
  mountSection: MountSection | null;
  /** The remotes the user can reach; null when unknown (no host), read as all of them. */
  enabledRemotes: readonly RemoteName[] | null;
}

export const AreaContext = createContext<AreaContextValue>({
  basePath: '',
  user: null,
  namespace: '',
  nav: [],
  http: null,
  features: {},
  tenantId: '',
  tenant: DEMO_TENANT,
  mountSection: null,
  enabledRemotes: null,
});

export function useArea(): AreaContextValue {
  return useContext(AreaContext);
}

/** `t` of the area's namespace, for the keys remote-kit builds from its menu and screens. */
export type AreaT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/**
 * The area's `t`. Each app types its own keys (its `src/locales/index.ts`); the namespace and
 * keys read here are known only at run time, so this `t` takes any string.
 */
export function useAreaT(): AreaT {
  const { t } = useTranslation(useArea().namespace as Namespace);
  return t as unknown as AreaT;
}

/** The host's API client; throws when a screen renders outside a mounted remote. */
export function useApi(): ApiClient {
  const { http } = useContext(AreaContext);
  if (!http)
    throw new Error('useApi: no API client (render inside createRemoteApp or RemoteStage)');
  return http;
}

/** Whether links into another remote's area lead anywhere for this user on this tenant. */
export function useRemoteAvailable(name: RemoteName): boolean {
  const { enabledRemotes } = useContext(AreaContext);
  return enabledRemotes === null || enabledRemotes.includes(name);
}

/** Role part of role-scoped paths; signed-out visitors see the customer side. */
export function rolePath(user: SessionUser | null): 'freelancer' | 'customer' {
  return user?.role === ROLES.freelancer ? 'freelancer' : 'customer';
}

export function joinPath(basePath: string, path: string): string {
  return `${basePath.replace(/\/+$/, '')}${path}`;
}

/** A link inside the site, under the host's base path for this remote. */
export function useSitePath(): (path: string) => string {
  const { basePath } = useContext(AreaContext);
  return (path) => joinPath(basePath, path);
}
