import { createContext, useContext } from 'react';
import { ROLES, type SessionUser } from '@mp/contracts';

export interface AreaContextValue {
  basePath: string;
  user: SessionUser | null;
}

export const AreaContext = createContext<AreaContextValue>({ basePath: '', user: null });

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
