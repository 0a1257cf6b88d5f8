import { lazy, Suspense, useState } from 'react';
import { Link } from '@mp/router';
import { Avatar } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { FEATURES, ROLES, type RemoteName } from '@mp/contracts';
import { useSession } from '../features/session';
import { useShell } from '../shell-context';
import { Dropdown } from './Dropdown';
import { useLinkContext } from './link-context';
import { customItems, isAvailable } from './menus';
import { MenuLink } from './MenuLinks';

// The dialog (and @mp/ui's Dialog behind it) loads only when a signed-in user opens it.
const InviteDialog = lazy(() =>
  import('./InviteDialog').then((module) => ({ default: module.InviteDialog })),
);

/**
 * The plans and credits screen (mf-contracts-payments), while the stripeSubscriptions switch is
 * on for the user and that remote is there; null otherwise.
 */
function plansPathFor(
  role: number,
  features: Readonly<Record<string, boolean>>,
  enabledRemotes: readonly RemoteName[],
): string | null {
  if (!features[FEATURES.stripeSubscriptions]) return null;
  if (!enabledRemotes.includes('mf_contracts_payments')) return null;
  if (role === ROLES.freelancer) return '/freelancer/plans';
  return role === ROLES.customer ? '/customer/plans' : null;
}

/** Avatar menu: credits and allowance, plans, tenant avatar items, switch user, invite, log out. */
export function AvatarMenu() {
  const { t } = useTranslation();
  const { user, signOut, switchTo } = useSession();
  const shell = useShell();
  const [inviting, setInviting] = useState(false);
  const ctx = useLinkContext();
  if (!user) return null;
  const items = customItems(shell.settings?.customMenus.avatar, ctx, 'avatar');
  const addUserPath =
    user.role === ROLES.freelancer
      ? '/freelancer/setting#manage-users'
      : '/customer/setting#manage-users';
  const canSwitch = shell.features[FEATURES.switchUsers] !== false;
  const plansPath = plansPathFor(user.role, shell.features, shell.enabledRemotes);
  return (
    <>
      <Dropdown
        className="mp-avatar-menu"
        buttonLabel={t('avatar.open', { name: user.name })}
        label={<Avatar name={user.name} src={user.profilePicture} size={36} decorative />}
      >
        {(close) => (
          <div className="mp-avatar-menu__panel">
            <p className="mp-avatar-menu__who">
              <strong>{user.name}</strong>
              <span>{user.email}</span>
            </p>
            {shell.features[FEATURES.credits] ? (
              <div className="mp-avatar-menu__credits" data-testid="credits">
                <p>{t('avatar.credits', { count: user.availableCredits })}</p>
                <p>{t('avatar.allowance', { count: user.availableAllowance })}</p>
              </div>
            ) : null}
            {plansPath !== null ? (
              <Link className="mp-menu__link" to={plansPath} onClick={close}>
                {t('avatar.plans')}
              </Link>
            ) : null}
            {items.length > 0 ? (
              <ul className="mp-menu mp-menu--sub">
                {items.map((item) => (
                  <li key={item.id}>
                    <MenuLink item={item} onNavigate={close} />
                  </li>
                ))}
              </ul>
            ) : null}
            {canSwitch ? (
              <div className="mp-avatar-menu__switch">
                <p className="mp-avatar-menu__heading">{t('avatar.switchUser')}</p>
                <ul className="mp-menu mp-menu--sub">
                  {user.attachedUsers.map((attached) => (
                    <li key={attached.userId}>
                      <Link
                        className="mp-menu__link"
                        to={`/loginas?userId=${encodeURIComponent(attached.userId)}`}
                        onClick={(event) => {
                          // The session knows where the switch goes: /loginas with the kept
                          // session of that account, or the sign-in form.
                          event.preventDefault();
                          close();
                          void switchTo(attached.userId);
                        }}
                      >
                        {attached.name}
                      </Link>
                    </li>
                  ))}
                  {isAvailable(addUserPath, ctx) ? (
                    <li>
                      <Link className="mp-menu__link" to={addUserPath} onClick={close}>
                        {t('avatar.addUser')}
                      </Link>
                    </li>
                  ) : null}
                </ul>
              </div>
            ) : null}
            {shell.features[FEATURES.referralInvites] ? (
              <button
                type="button"
                className="mp-menu__link mp-menu__action"
                onClick={() => {
                  close();
                  setInviting(true);
                }}
              >
                {t('invite.open')}
              </button>
            ) : null}
            <button
              type="button"
              className="mp-menu__link mp-menu__action"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              {t('avatar.logout')}
            </button>
          </div>
        )}
      </Dropdown>
      {inviting ? (
        <Suspense fallback={null}>
          <InviteDialog userId={user.id} onClose={() => setInviting(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
