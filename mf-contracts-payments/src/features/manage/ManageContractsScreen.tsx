import { AreaPage } from '@mp/remote-kit';
import { CustomerContractsList } from './CustomerContractsList';
import { FreelancerContractsList } from './FreelancerContractsList';
import '../contract/contracts.css';

export type ManageContractsScreenVariant = 'currentJobs' | 'customerContracts';

export function ManageContractsScreen({ variant }: { variant: ManageContractsScreenVariant }) {
  return (
    <AreaPage screen={variant}>
      {variant === 'currentJobs' ? <FreelancerContractsList /> : <CustomerContractsList />}
    </AreaPage>
  );
}
