import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from '@mp/router';
import { AreaNotFound } from '@mp/remote-kit';
import { LoadingSkeleton } from '@mp/ui';
import { NAMESPACE } from './locales';

// One chunk per screen: opening one page of the area downloads only that page's code.
const ContractScreen = lazy(() =>
  import('./features/contract/ContractScreen').then((m) => ({ default: m.ContractScreen })),
);
const DisputeScreen = lazy(() =>
  import('./features/disputes/DisputeScreen').then((m) => ({ default: m.DisputeScreen })),
);
const DisputesScreen = lazy(() =>
  import('./features/disputes/DisputesScreen').then((m) => ({ default: m.DisputesScreen })),
);
const FreelancerContractScreen = lazy(() =>
  import('./features/milestones/FreelancerContractScreen').then((m) => ({
    default: m.FreelancerContractScreen,
  })),
);
const InvoicesScreen = lazy(() =>
  import('./features/invoices/InvoicesScreen').then((m) => ({ default: m.InvoicesScreen })),
);
const ManageContractsScreen = lazy(() =>
  import('./features/manage/ManageContractsScreen').then((m) => ({
    default: m.ManageContractsScreen,
  })),
);
const PlansScreen = lazy(() =>
  import('./features/plans/PlansScreen').then((m) => ({ default: m.PlansScreen })),
);

function ScreenLoading() {
  const { t } = useTranslation(NAMESPACE);
  return <LoadingSkeleton label={t('loadingScreen')} layout="page" />;
}

/** The routes this remote owns, relative to where the host mounts it. */
export function AreaRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route path="customer/contract/:jobId" element={<ContractScreen />} />
        <Route path="freelancer/manage" element={<ManageContractsScreen variant="currentJobs" />} />
        <Route path="freelancer/manage/:jobId" element={<FreelancerContractScreen />} />
        <Route
          path="customer/manage"
          element={<ManageContractsScreen variant="customerContracts" />}
        />
        <Route
          path="freelancer/fl-invoices"
          element={<InvoicesScreen variant="freelancerInvoices" />}
        />
        <Route
          path="customer/cl-invoices"
          element={<InvoicesScreen variant="customerInvoices" />}
        />
        <Route path="customer/plans" element={<PlansScreen />} />
        <Route path="freelancer/plans" element={<PlansScreen />} />
        <Route path="disputes" element={<DisputesScreen />} />
        <Route path="disputes/:disputeId" element={<DisputeScreen />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </Suspense>
  );
}
