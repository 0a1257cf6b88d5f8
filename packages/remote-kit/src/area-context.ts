import { createContext, useContext } from 'react';
import { ROLES, type ApiClient, type SessionUser } from '@mp/contracts';

/** One menu entry of an area; `{role}` in `path` becomes the signed-in user's side. */
export interface AreaNavItem {
  key: string;
  path: string;
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
}

export const AreaContext = createContext<AreaContextValue>({
  basePath: '',
  user: null,
  namespace: '',
  nav: [],
  http: null,
  features: {},
  tenantId: '',
});

export function useArea(): AreaContextValue {
  return useContext(AreaContext);
}

/** The host's API client; throws when a screen renders outside a mounted remote. */
export function useApi(): ApiClient {
  const { http } = useContext(AreaContext);
  if (!http)
    throw new Error('useApi: no API client (render inside createRemoteApp or RemoteStage)');
  return http;
}

/** Role part of role-scoped paths; signed-out visitors see the customer side. */
export function rolePath(user: SessionUser | null): 'freelancer' | 'customer' {
  return user?.role === ROLES.freelancer ? 'freelancer' : 'customer';
}

export function joinPath(basePath: string, path: string): string {
  return `${basePath.replace(/\/+$/, '')}${path}`;
}
