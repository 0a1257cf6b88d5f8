import { createContext, useContext } from 'react';
import type {
  RemoteName,
  SessionUser,
  TenantFeatures,
  TenantSettings,
  TenantStyling,
} from '@mp/contracts';

export interface ShellContextValue {
  tenantId: string;
  apiBaseUrl: string;
  /** Remotes this tenant and user may load (runtime config and the tenant's switches). */
  enabledRemotes: readonly RemoteName[];
  user: SessionUser | null;
  /** Evaluated feature switches for this tenant and user. */
  features: Readonly<Record<string, boolean>>;
  /** Raw switches (for values such as adminApprovesCustomers' restriction); null until loaded. */
  rawFeatures?: TenantFeatures | null;
  /** false while the switches are still loading: remote areas wait, menus hide remote links. */
  featuresReady?: boolean;
  /** adminApprovesCustomers is on with its restriction for this user. */
  approvalRestricted?: boolean;
  settings?: TenantSettings | null;
  styling?: TenantStyling;
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
