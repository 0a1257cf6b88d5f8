import { Route, Routes } from '@mp/router';
import { AreaNotFound } from '@mp/remote-kit';
import { ContractScreen } from './features/contract/ContractScreen';
import { DisputeScreen } from './features/disputes/DisputeScreen';
import { DisputesScreen } from './features/disputes/DisputesScreen';
import { FreelancerContractScreen } from './features/milestones/FreelancerContractScreen';
import { InvoicesScreen } from './features/invoices/InvoicesScreen';
import { ManageContractsScreen } from './features/manage/ManageContractsScreen';
import { PlansScreen } from './features/plans/PlansScreen';

/** The routes this remote owns, relative to where the host mounts it. */
export function AreaRoutes() {
  return (
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
      <Route path="customer/cl-invoices" element={<InvoicesScreen variant="customerInvoices" />} />
      <Route path="customer/plans" element={<PlansScreen />} />
      <Route path="freelancer/plans" element={<PlansScreen />} />
      <Route path="disputes" element={<DisputesScreen />} />
      <Route path="disputes/:disputeId" element={<DisputeScreen />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
