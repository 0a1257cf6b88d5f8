import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mp/ui';
import { useSession } from '../features/session';

/** Shown on every path while an administrator has not approved this customer (SPEC section 2). */
export function PendingApprovalPage() {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  return (
    <div className="mp-shell-page" data-page="pending-approval">
      <PageHeader
        heading={t('pending.title')}
        description={t('pending.description', { name: user?.name ?? '' })}
      />
      <p>{t('pending.next')}</p>
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
