import { createContext, useContext } from 'react';
import { ROLES, type SessionUser } from '@mp/contracts';

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
}

export const AreaContext = createContext<AreaContextValue>({
  basePath: '',
  user: null,
  namespace: '',
  nav: [],
});

export function useArea(): AreaContextValue {
  return useContext(AreaContext);
}

/** Role part of role-scoped paths; signed-out visitors see the customer side. */
export function rolePath(user: SessionUser | null): 'freelancer' | 'customer' {
  return user?.role === ROLES.freelancer ? 'freelancer' : 'customer';
}

export function joinPath(basePath: string, path: string): string {
  return `${basePath.replace(/\/+$/, '')}${path}`;
}
