import { ROLES } from '@mp/contracts';
import { AreaPage, RemoteSection, useArea } from '@mp/remote-kit';
import { NotificationPreferences } from './NotificationPreferences';

/**
 * Account settings: e-mail notifications, and for a freelancer the payment account (owned by
 * contracts-payments).
 */
export function SettingsScreen() {
  const { user } = useArea();
  return (
    <AreaPage screen="settings">
      {user?.role === ROLES.freelancer && <RemoteSection name="payment-account" />}
      <NotificationPreferences />
    </AreaPage>
  );
}
