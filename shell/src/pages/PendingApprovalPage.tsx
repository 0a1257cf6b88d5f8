import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mp/ui';
import { useOwnApproval } from '../features/admin';
import { useSession } from '../features/session';
import { useScreenHead } from '../styling/screen-head';

/**
 * Shown on every path while an administrator has not approved this customer (docs/admin.md);
 * a customer an administrator declined is told so, with the reason given.
 */
export function PendingApprovalPage() {
  const { t } = useTranslation();
  useScreenHead(t('titles.screens.pendingApproval'));
  const { user, signOut, http } = useSession();
  const approval = useOwnApproval(http, user !== null);
  const declined = approval?.approvalStatus === 'declined';
  const name = user?.name ?? '';
  return (
    <div
      className="mp-shell-page"
      data-page="pending-approval"
      data-approval={declined ? 'declined' : 'pending'}
    >
      <PageHeader
        heading={t(declined ? 'pending.declinedTitle' : 'pending.title')}
        description={t(declined ? 'pending.declinedDescription' : 'pending.description', { name })}
      />
      {declined && approval.reason !== null && (
        <p>{t('pending.reason', { reason: approval.reason })}</p>
      )}
      <p>{t(declined ? 'pending.declinedNext' : 'pending.next')}</p>
      <button
        type="button"
        className="mp-menu__link mp-menu__link--button"
        onClick={() => void signOut()}
      >
        {t('avatar.logout')}
      </button>
    </div>
  );
}
