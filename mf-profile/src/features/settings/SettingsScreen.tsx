import { ROLES } from '@mp/contracts';
import { AreaPage, RemoteSection, useArea } from '@mp/remote-kit';

/** Account settings; a freelancer's include the payment account (owned by contracts-payments). */
export function SettingsScreen() {
  const { user } = useArea();
  return (
    <AreaPage screen="settings">
      {user?.role === ROLES.freelancer && <RemoteSection name="payment-account" />}
    </AreaPage>
  );
}
