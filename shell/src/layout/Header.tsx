import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@mp/contracts';
import { useSession } from '../features/session';
import { usePreloadNamespace } from '../i18n';
import { NAMESPACES } from '../locales';
import { useShell } from '../shell-context';
import { AvatarMenu } from './AvatarMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { useLinkContext, usePlacedPages } from './link-context';
import { Logo } from './Logo';
import { buildPublicMenu, buildSignedInMenu, type MenuItem } from './menus';
import { MenuLinks } from './MenuLinks';
import { PendingMenu } from './PendingMenu';

// The bell (its texts, styles and calls) downloads only for signed-in users.
const NotificationBell = lazy(() =>
  import('../features/notifications/NotificationBell').then((m) => ({
    default: m.NotificationBell,
  })),
);

function useMenuItems(): MenuItem[] {
  const { status, user } = useSession();
  const shell = useShell();
  const ctx = useLinkContext();
  const menuPages = usePlacedPages('menu');
  // Until the session is known no menu is shown: a signed-in visitor never sees the public one.
  if (status === 'loading') return [];
  if (!user) return buildPublicMenu(shell.settings?.customMenus, ctx, menuPages);
  // A customer waiting for approval sees the pending screen everywhere: no menu to follow.
  if (shell.approvalRestricted && user.role === ROLES.customer && !user.isApproved) return [];
  return buildSignedInMenu({
    ...ctx,
    role: user.role,
    reviewingJobs: user.reviewingJobs,
    isCustomerOrganisation: user.isCustomerOrganisation,
    customMenus: shell.settings?.customMenus,
  });
}

/**
 * The site header: logo, the role's menu, language menu and sign-in or avatar. Below the
 * header's breakpoint (public 575 px, signed in 700 px) the menu folds behind a toggle that
 * works by keyboard (aria-expanded, Escape closes and returns focus) and touch.
 */
export function Header() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const items = useMenuItems();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const signedIn = status === 'authenticated' && user !== null;
  usePreloadNamespace(NAMESPACES.notifications, signedIn);

  useEffect(() => setOpen(false), [pathname]);

  if (status === 'loading') {
    return (
      <header className="mp-shell-header mp-shell-header--pending" aria-busy="true">
        <a className="mp-shell-skip" href="#main">
          {t('skipToContent')}
        </a>
        <Logo />
        <PendingMenu />
      </header>
    );
  }

  return (
    <header
      className={`mp-shell-header ${signedIn ? 'mp-shell-header--signed-in' : 'mp-shell-header--public'}`}
      data-open={open || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <a className="mp-shell-skip" href="#main">
        {t('skipToContent')}
      </a>
      <Logo />
      <button
        ref={toggle}
        type="button"
        className="mp-shell-header__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="mp-shell-header__burger" />
        {open ? t('menu.close') : t('menu.open')}
      </button>
      <div id={panelId} className="mp-shell-header__panel">
        <nav aria-label={t('mainNav')} className="mp-shell-header__nav">
          <MenuLinks items={items} onNavigate={() => setOpen(false)} />
        </nav>
        <LanguageSwitch />
        {signedIn ? (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        ) : null}
        {signedIn ? (
          <AvatarMenu />
        ) : (
          <div className="mp-shell-header__auth">
            <Link className="mp-menu__link mp-menu__link--button" to="/register">
              {t('menu.joinAsPro')}
            </Link>
            <Link className="mp-menu__link" to="/login">
              {t('menu.signIn')}
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}
