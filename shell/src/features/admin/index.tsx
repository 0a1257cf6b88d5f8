import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '@mp/ui';
import { usePreloadNamespace } from '../../i18n';
import { NAMESPACES } from '../../locales';

// The queue (its texts, the dialog, its styles) downloads only when an administrator opens it.
const LazyCustomerApprovals = lazy(() =>
  import('./CustomerApprovals').then((m) => ({ default: m.CustomerApprovals })),
);

/** "Customers waiting for approval", loaded on demand (administrators' dashboard). */
export function CustomerApprovalsSection() {
  const { t } = useTranslation();
  usePreloadNamespace(NAMESPACES.admin);
  return (
    <Suspense fallback={<LoadingSkeleton label={t('loading')} />}>
      <LazyCustomerApprovals />
    </Suspense>
  );
}

const LazyProductApprovals = lazy(() =>
  import('./ProductApprovals').then((m) => ({ default: m.ProductApprovals })),
);

/** "Products waiting for approval", loaded on demand (administrators' dashboard). */
export function ProductApprovalsSection() {
  const { t } = useTranslation();
  usePreloadNamespace(NAMESPACES.admin);
  return (
    <Suspense fallback={<LoadingSkeleton label={t('loading')} />}>
      <LazyProductApprovals />
    </Suspense>
  );
}

const LazyFlaggedContent = lazy(() =>
  import('./FlaggedContent').then((m) => ({ default: m.FlaggedContent })),
);

/** Contact details flagged by the guard, loaded on demand (administrators' dashboard). */
export function FlaggedContentSection() {
  const { t } = useTranslation();
  usePreloadNamespace(NAMESPACES.admin);
  return (
    <Suspense fallback={<LoadingSkeleton label={t('loading')} />}>
      <LazyFlaggedContent />
    </Suspense>
  );
}

const LazyAuditTrail = lazy(() => import('./AuditTrail').then((m) => ({ default: m.AuditTrail })));

/** The audit trail of administrators' writes, loaded on demand (/admin/audit). */
export function AuditTrailSection() {
  const { t } = useTranslation();
  usePreloadNamespace(NAMESPACES.admin);
  return (
    <Suspense fallback={<LoadingSkeleton label={t('loading')} />}>
      <LazyAuditTrail />
    </Suspense>
  );
}

export { useOwnApproval } from './own-approval';
