import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@mp/contracts';
import { Card } from '@mp/ui';
import { DashboardSkeleton } from './DashboardSkeleton';

// The items (their dates and the date library) download only when a signed-in user opens the
// dashboard, never with the signed-out home page (docs/shell.md#start-up-javascript).
const LazyDashboardNeedsYou = lazy(() =>
  import('./DashboardNeedsYou').then((m) => ({ default: m.DashboardNeedsYou })),
);

/** "What needs you now", loaded on demand; until then the card's loading state. */
export function DashboardNeedsYouSection({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Card
          heading={t('dashboard.needsYouHeading')}
          className="mp-dashboard__needs-you"
          data-testid="dashboard-needs-you"
        >
          <DashboardSkeleton label={t('dashboard.loading')} />
        </Card>
      }
    >
      <LazyDashboardNeedsYou role={role} />
    </Suspense>
  );
}
