import { useTranslation } from 'react-i18next';
import { FEATURES, ROLES, type Role } from '@mp/contracts';
import { PageHeader } from '@mp/ui';
import {
  CustomerApprovalsSection,
  FlaggedContentSection,
  ProductApprovalsSection,
} from '../features/admin';
import { DashboardNeedsYouSection } from '../features/dashboard';
import { useSession } from '../features/session';
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

/**
 * /dashboard: what needs the signed-in user now, for each role (docs/dashboard.md); an
 * administrator also works through the approval queues the items link to.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const shell = useShell();
  if (!user) return null;
  const role = user.role as Role;
  const greeting = t('dashboard.greeting', { name: user.name.split(' ')[0] ?? user.name });
  if (role === ROLES.administrator) {
    return (
      <div
        className="mp-shell-page mp-dashboard"
        data-page="dashboard"
        data-variant="administrator"
      >
        <PageHeader heading={greeting} description={t('dashboard.intro.administrator')} />
        <DashboardNeedsYouSection role={role} />
        <CustomerApprovalsSection />
        {shell.enabledRemotes.includes('mf_products') && <ProductApprovalsSection />}
        <FlaggedContentSection />
      </div>
    );
  }
  const variant = dashboardVariant(role, shell.features[FEATURES.dashboardRedesign] === true);
  return (
    <div className="mp-shell-page mp-dashboard" data-page="dashboard" data-variant={variant}>
      <PageHeader heading={greeting} description={t(`dashboard.intro.${variant}`)} />
      <DashboardNeedsYouSection role={role} />
    </div>
  );
}
