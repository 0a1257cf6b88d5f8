import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { contentPageSlugOf, pickLocalised, resolveAlias, type SettingsView } from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import { LoadingSkeleton } from '@mp/ui';
import { AUTH_SCREENS } from '../features/auth';
import { useSession } from '../features/session';
import { AuditTrailPage } from '../pages/AuditTrailPage';
import { OperatorPage } from '../features/operator';
import { TenantConsolePage } from '../features/tenant-console';
import { DashboardPage } from '../pages/DashboardPage';
import { DataPage } from '../pages/DataPage';
import { ForbiddenPage } from '../pages/ForbiddenPage';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PendingApprovalPage } from '../pages/PendingApprovalPage';
import { useShell } from '../shell-context';
import { guardPath } from './guards';
import { RemoteArea } from './RemoteArea';
import { findRoute, type ShellScreen } from './route-table';
import { takeToastParam } from './toast-param';

// A content page's code (and its Markdown renderer) downloads only when one is opened.
const ContentPage = lazy(() =>
  import('../pages/content/ContentPage').then((m) => ({ default: m.ContentPage })),
);

/** The tenant's content page at a path, with its title in the reader's language; else null. */
function contentPageAt(
  pathname: string,
  settings: SettingsView | null | undefined,
  language: string,
): { slug: string; title: string } | null {
  const slug = contentPageSlugOf(pathname);
  const page = slug ? settings?.contentPages?.find((candidate) => candidate.slug === slug) : null;
  if (!page) return null;
  const title = pickLocalised(page.titles, language, settings?.defaultLocale) ?? page.slug;
  return { slug: page.slug, title };
}

/** `?toast=<name>` shows that toast once (through the live layer's toaster) and is removed. */
function useToastParam(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    const taken = takeToastParam(location.search);
    if (!taken) return;
    const { toast } = taken;
    // Child effects run before their parents': on the first render the toaster's listener (an
    // ancestor) is not subscribed yet, so the event goes out once this commit has finished.
    if (toast) {
      setTimeout(
        () => eventBus.emit('toast:show', { type: toast.type, message: t(toast.messageKey) }),
        0,
      );
    }
    navigate(`${location.pathname}${taken.search}${location.hash}`, { replace: true });
  }, [location, navigate, t]);
}

function ShellScreenView({ screen }: { screen: ShellScreen | undefined }) {
  switch (screen) {
    case 'home':
      return <HomePage />;
    case 'dashboard':
      return <DashboardPage />;
    case 'data':
      return <DataPage />;
    case 'tenantConsole':
      return <TenantConsolePage />;
    case 'auditTrail':
      return <AuditTrailPage />;
    case 'operator':
      return <OperatorPage />;
    case 'login':
    case 'register':
    case 'customer-register':
    case 'unauthorized':
    case 'loginas':
    case 'callback': {
      const Screen = AUTH_SCREENS[screen];
      return <Screen />;
    }
    default:
      return <NotFoundPage />;
  }
}

function Loading() {
  const { t } = useTranslation();
  return <LoadingSkeleton label={t('loading')} layout="page" />;
}

/**
 * Resolves the current path: tenant aliases redirect to their route, the guards decide between
 * the page, sign-in, forbidden, not found and pending approval; shell screens render here and a
 * remote's paths mount that remote (never one switched off for the tenant or user).
 */
export function ShellRoutes() {
  const location = useLocation();
  const { pathname, search, hash } = location;
  const session = useSession();
  const shell = useShell();
  const { i18n } = useTranslation();
  useToastParam();

  const canonical = resolveAlias(`${pathname}${search}${hash}`, shell.settings?.styling.metadata);
  if (canonical) return <Navigate to={canonical} replace />;

  const route = findRoute(pathname);
  const user = session.status === 'authenticated' ? session.user : null;
  const needsFeatures = shell.featuresReady === false;
  const verdict = guardPath(
    {
      pathname,
      user: user ? { role: user.role, isApproved: user.isApproved } : null,
      features: shell.features,
      approvalRestricted: shell.approvalRestricted === true,
    },
    search,
    hash,
  );
  if (verdict.kind === 'pendingApproval') return <PendingApprovalPage />;
  if (!route) {
    const page = contentPageAt(pathname, shell.settings, i18n.language);
    if (page) {
      return (
        <Suspense fallback={<Loading />}>
          <ContentPage key={page.slug} slug={page.slug} title={page.title} />
        </Suspense>
      );
    }
    // A content page is known from the settings: wait for them rather than say "not found".
    if (shell.settingsReady === false && contentPageSlugOf(pathname)) return <Loading />;
    return <NotFoundPage />;
  }
  // The switches decide feature-gated pages and disabled remotes: wait rather than guess.
  if (
    needsFeatures &&
    (route.owner !== 'shell' || route.screen === 'dashboard' || route.screen === 'data')
  ) {
    return <Loading />;
  }
  if (verdict.kind === 'notFound') return <NotFoundPage />;
  // A remote switched off for the tenant has no pages at all: not found, never "sign in".
  if (route.owner !== 'shell' && !shell.enabledRemotes.includes(route.owner)) {
    return <NotFoundPage />;
  }
  if (verdict.kind === 'login') {
    if (session.status === 'loading') return <Loading />;
    return <Navigate to={verdict.redirect} replace />;
  }
  if (verdict.kind === 'forbidden') return <ForbiddenPage area={verdict.area} />;
  if (route.owner === 'shell') return <ShellScreenView screen={route.screen} />;
  // A remote shows amounts in the tenant's currency (settings): wait rather than guess.
  if (shell.settingsReady === false) return <Loading />;
  return <RemoteArea key={route.owner} name={route.owner} />;
}
