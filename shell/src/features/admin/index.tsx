import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@mp/ui';

// The queue (its strings, the dialog, its styles) downloads only when an administrator opens it.
const LazyCustomerApprovals = lazy(() =>
  import('./CustomerApprovals').then((m) => ({ default: m.CustomerApprovals })),
);

/** "Customers waiting for approval", loaded on demand (administrators' dashboard). */
export function CustomerApprovalsSection() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <LazyCustomerApprovals />
    </Suspense>
  );
}

export { useOwnApproval } from './own-approval';
