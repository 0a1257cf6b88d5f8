import { ROLES } from '@mp/contracts';
import { AreaPage, RemoteSection, useArea } from '@mp/remote-kit';
import { NotificationPreferences } from './NotificationPreferences';

/**
 * Account settings: e-mail notifications; a freelancer's also include the payment account, a
 * customer's their ways to pay (both owned by contracts-payments, ADR 0009).
 */
export function SettingsScreen() {
  const { user } = useArea();
  return (
    <AreaPage screen="settings">
      {user?.role === ROLES.freelancer && <RemoteSection name="payment-account" />}
      <NotificationPreferences />
      {user?.role === ROLES.customer && <RemoteSection name="payment-methods" />}
    </AreaPage>
  );
}
