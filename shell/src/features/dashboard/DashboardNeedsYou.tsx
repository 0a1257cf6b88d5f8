import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { ROLES, type Dashboard, type Role } from '@mp/contracts';
import { Card, EmptyState, ErrorState } from '@mp/ui';
import { isAvailable } from '../../layout/menus';
import { useShell } from '../../shell-context';
import { DashboardItems } from './DashboardItems';
import { DashboardSkeleton } from './DashboardSkeleton';
import { useDashboard } from './use-dashboard';

/** The next useful action when nothing waits, per role (only where the tenant offers it). */
const NEXT_ACTION: Record<Role, { to: string; label: 'postJob' | 'findWork' } | null> = {
  [ROLES.customer]: { to: '/post-job', label: 'postJob' },
  [ROLES.freelancer]: { to: '/freelancer/search-jobs', label: 'findWork' },
  [ROLES.administrator]: null,
};

function CaughtUp({ role }: { role: Role }) {
  const { t } = useTranslation();
  const shell = useShell();
  const next = NEXT_ACTION[role];
  const ctx = { host: window.location.host, enabledRemotes: shell.enabledRemotes };
  const action =
    next !== null && isAvailable(next.to, ctx) ? (
      <Link className="mp-button mp-button--primary" to={next.to}>
        {t(`dashboard.next.${next.label}`)}
      </Link>
    ) : undefined;
  return (
    <EmptyState
      headingLevel={3}
      title={t('dashboard.caughtUp')}
      description={t(
        `dashboard.caughtUpText.${role === ROLES.administrator ? 'administrator' : role === ROLES.customer ? 'customer' : 'freelancer'}`,
      )}
      action={action}
      data-testid="dashboard-caught-up"
    />
  );
}

function NextProfileStep({ next }: { next: NonNullable<Dashboard['nextProfileStep']> }) {
  const { t } = useTranslation();
  return (
    <Card heading={t('dashboard.profileHeading')} className="mp-dashboard__profile">
      <div className="mp-dashboard__next-step">
        <p>{t(`dashboard.profileSteps.${next.step}`)}</p>
        <Link className="mp-button mp-button--secondary" to={next.link}>
          {t('dashboard.completeProfile')}
        </Link>
      </div>
    </Card>
  );
}

/** "What needs you now": the caller's dashboard items, live, with loading and empty states. */
export function DashboardNeedsYou({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { state, reload } = useDashboard();
  return (
    <>
      {state.status === 'ready' && state.dashboard.nextProfileStep !== null && (
        <NextProfileStep next={state.dashboard.nextProfileStep} />
      )}
      <Card
        heading={t('dashboard.needsYouHeading')}
        className="mp-dashboard__needs-you"
        data-testid="dashboard-needs-you"
      >
        {state.status === 'loading' && <DashboardSkeleton label={t('dashboard.loading')} />}
        {state.status === 'error' && (
          <ErrorState
            headingLevel={3}
            message={t('dashboard.failed')}
            onRetry={reload}
            retryLabel={t('dashboard.retry')}
          />
        )}
        {state.status === 'ready' &&
          (state.dashboard.items.length === 0 ? (
            <CaughtUp role={role} />
          ) : (
            <DashboardItems items={state.dashboard.items} />
          ))}
      </Card>
    </>
  );
}
