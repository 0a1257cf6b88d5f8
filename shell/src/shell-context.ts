import { createContext, useContext } from 'react';
import type { RemoteName, SessionUser } from '@mp/contracts';

export interface ShellContextValue {
  tenantId: string;
  apiBaseUrl: string;
  enabledRemotes: readonly RemoteName[];
  user: SessionUser | null;
  features: Readonly<Record<string, boolean>>;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('ShellContext is not provided');
  return value;
}

/** Display name of a tenant until tenant styling provides one. */
export function tenantDisplayName(tenantId: string): string {
  return tenantId.charAt(0).toUpperCase() + tenantId.slice(1);
}
