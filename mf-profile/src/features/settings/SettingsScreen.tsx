import { ROLES } from '@mp/contracts';
import { AreaPage, RemoteSection, useArea } from '@mp/remote-kit';

/**
 * Account settings; a freelancer's include the payment account, a customer's their ways to pay
 * (both owned by contracts-payments, ADR 0009).
 */
export function SettingsScreen() {
  const { user } = useArea();
  return (
    <AreaPage screen="settings">
      {user?.role === ROLES.freelancer && <RemoteSection name="payment-account" />}
      {user?.role === ROLES.customer && <RemoteSection name="payment-methods" />}
    </AreaPage>
  );
}
