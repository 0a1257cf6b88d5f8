import { ROLES } from '@mp/contracts';
import { AreaPage, RemoteSection, useArea } from '@mp/remote-kit';
import { AccountSection } from './AccountSection';
import { DeleteAccount } from './DeleteAccount';
import { IdentityVerificationSection } from './IdentityVerificationSection';
import { ManageUsers } from './ManageUsers';
import { NotificationPreferences } from './NotificationPreferences';
import { Recruiters } from './Recruiters';
import { Referrals } from './Referrals';

/** A deleted account's sessions are over: the start page signs the browser out too. */
function leaveAfterDeletion() {
  window.location.assign('/');
}

/**
 * Account settings, one section per anchor: account (name, e-mail, language, time zone), the
 * password (rendered by the shell, which holds the session), identity verification, attached users, recruiters, referrals,
 * e-mail notifications, the ways to be paid or to pay (contracts-payments, ADR 0009) and
 * deleting the account.
 */
export function SettingsScreen({ onDeleted = leaveAfterDeletion }: { onDeleted?: () => void }) {
  const { user } = useArea();
  return (
    <AreaPage screen="settings">
      <AccountSection />
      <RemoteSection name="password-change" />
      <IdentityVerificationSection />
      {user?.role === ROLES.freelancer && <RemoteSection name="payment-account" />}
      <ManageUsers />
      <Recruiters />
      <Referrals />
      <NotificationPreferences />
      {user?.role === ROLES.customer && <RemoteSection name="payment-methods" />}
      <DeleteAccount onDeleted={onDeleted} />
    </AreaPage>
  );
}
