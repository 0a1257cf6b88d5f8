import { createContext, useContext } from 'react';
import {
  tenantCurrency,
  type RemoteName,
  type RemoteTenant,
  type SessionUser,
  type TenantFeatures,
  type SettingsView,
  type TenantStyling,
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
  settings?: SettingsView | null;
  /** false while the settings are still loading: remote areas wait (their amounts need them). */
  settingsReady?: boolean;
  /** The tenant's name and currency, as remotes get them (RemoteAppProps.tenant). */
  tenant: RemoteTenant;
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

/**
 * The tenant as remotes see it: its name, currency and sign (docs/payments.md#amounts).
 * Without settings (loading, failed) the currency falls back to tenantCurrency's default and
 * amounts show Intl's symbol.
 */
export function remoteTenant(
  tenantId: string,
  settings: Pick<SettingsView, 'currency' | 'currencySign'> | null | undefined,
): RemoteTenant {
  return {
    name: tenantDisplayName(tenantId),
    currency: tenantCurrency(settings),
    currencySign: settings?.currencySign ?? '',
  };
}
