import { useEffect, useState } from 'react';
import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { FEATURES, getFavouriteFreelancers, getMe, ROLES } from '@mp/contracts';
import { Card, PageHeader } from '@mp/ui';
import {
  CustomerApprovalsSection,
  FlaggedContentSection,
  ProductApprovalsSection,
} from '../features/admin';
import { useSession } from '../features/session';
import { isAvailable } from '../layout/menus';
import type { ShellTexts } from '../locales';
import { useShell } from '../shell-context';

export type DashboardVariant = 'customerRedesign' | 'freelancerRedesign' | 'default';

/**
 * The redesign per role when its switch is on for the user, else the default
 * (docs/shell.md#special-screens).
 */
export function dashboardVariant(role: number, redesign: boolean): DashboardVariant {
  if (!redesign) return 'default';
  return role === ROLES.freelancer ? 'freelancerRedesign' : 'customerRedesign';
}

interface Counter {
  id: keyof ShellTexts['dashboard']['counters'];
  value: number | null;
  to?: string;
}

interface MeSummary {
  skills?: readonly unknown[];
  services?: readonly unknown[];
  references?: ReadonlyArray<{ references?: readonly unknown[] }>;
}

const CUSTOMER_LINKS = [
  ['postJob', '/post-job'],
  ['allJobs', '/customer/jobs'],
  ['proposals', '/customer/list-all-proposals'],
  ['shortList', '/customer/short-list'],
  ['favorites', '/customer/favorites'],
  ['freelancers', '/customer/cl-search'],
  ['settings', '/customer/setting'],
] as const;
const FREELANCER_LINKS = [
  ['searchJobs', '/freelancer/search-jobs'],
  ['proposals', '/freelancer/proposals'],
  ['currentJobs', '/freelancer/manage'],
  ['profile', '/freelancer/profile'],
  ['settings', '/freelancer/setting'],
] as const;

/** Counters from what the API serves today: favourites, attached users, credits, profile parts. */
function useCounters(isFreelancer: boolean, enabled = true): Counter[] {
  const { user, http } = useSession();
  const { features } = useShell();
  const [favourites, setFavourites] = useState<number | null>(null);
  const [me, setMe] = useState<MeSummary | null>(null);
  useEffect(() => {
    // Administrators have none of these (the customer calls would answer 403).
    if (!enabled) return undefined;
    let live = true;
    if (isFreelancer) {
      http.call(getMe).then(
        (body) => live && setMe(body),
        (error: unknown) => console.error('[shell] dashboard profile failed', error),
      );
    } else {
      http.call(getFavouriteFreelancers).then(
        (body) => live && setFavourites(body.length),
        (error: unknown) => console.error('[shell] dashboard favourites failed', error),
      );
    }
    return () => {
      live = false;
    };
  }, [http, isFreelancer, enabled]);
  const credits: Counter[] = features[FEATURES.credits]
    ? [{ id: 'credits', value: user?.availableCredits ?? 0 }]
    : [];
  if (isFreelancer) {
    const references = (me?.references ?? []).reduce(
      (sum, group) => sum + (group.references?.length ?? 0),
      0,
    );
    return [
      { id: 'skills', value: me ? (me.skills?.length ?? 0) : null, to: '/freelancer/profile' },
      { id: 'services', value: me ? (me.services?.length ?? 0) : null, to: '/freelancer/profile' },
      { id: 'references', value: me ? references : null, to: '/freelancer/profile' },
      ...credits,
    ];
  }
  return [
    { id: 'favourites', value: favourites, to: '/customer/favorites' },
    {
      id: 'teamMembers',
      value: user?.attachedUsers.length ?? 0,
      to: '/customer/setting#manage-users',
    },
    ...credits,
  ];
}

/** /dashboard for both roles, in the variant the tenant's switches choose. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const shell = useShell();
  const isFreelancer = user?.role === ROLES.freelancer;
  const isAdmin = user?.role === ROLES.administrator;
  const counters = useCounters(isFreelancer, !isAdmin);
  if (!user) return null;
  if (isAdmin) {
    return (
      <div
        className="mp-shell-page mp-dashboard"
        data-page="dashboard"
        data-variant="administrator"
      >
        <PageHeader
          heading={t('dashboard.greeting', { name: user.name.split(' ')[0] ?? user.name })}
          description={t('dashboard.intro.administrator')}
        />
        <CustomerApprovalsSection />
        {shell.enabledRemotes.includes('mf_products') && <ProductApprovalsSection />}
        <FlaggedContentSection />
      </div>
    );
  }
  const variant = dashboardVariant(user.role, shell.features[FEATURES.dashboardRedesign] === true);
  const ctx = { host: window.location.host, enabledRemotes: shell.enabledRemotes };
  const links = (isFreelancer ? FREELANCER_LINKS : CUSTOMER_LINKS).filter(([, to]) =>
    isAvailable(to, ctx),
  );
  const linkList = (
    <ul className="mp-dashboard__links">
      {links.map(([key, to]) => (
        <li key={key}>
          <Link to={to}>{t(`menu.${key}`)}</Link>
        </li>
      ))}
    </ul>
  );
  const counterList = (
    <dl className="mp-dashboard__counters">
      {counters.map((counter) => (
        <div key={counter.id} className="mp-dashboard__counter" data-counter={counter.id}>
          <dt>{t(`dashboard.counters.${counter.id}`)}</dt>
          <dd>
            {counter.value === null ? (
              '…'
            ) : counter.to ? (
              <Link to={counter.to}>{counter.value}</Link>
            ) : (
              counter.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
  return (
    <div className="mp-shell-page mp-dashboard" data-page="dashboard" data-variant={variant}>
      <PageHeader
        heading={t('dashboard.greeting', { name: user.name.split(' ')[0] ?? user.name })}
        description={t(`dashboard.intro.${variant}`)}
      />
      {variant === 'default' ? (
        <Card heading={t('dashboard.linksHeading')}>
          {linkList}
          {counterList}
        </Card>
      ) : (
        <div className="mp-shell-grid">
          <Card heading={t('dashboard.countersHeading')}>{counterList}</Card>
          <Card heading={t('dashboard.linksHeading')}>{linkList}</Card>
        </div>
      )}
    </div>
  );
}
