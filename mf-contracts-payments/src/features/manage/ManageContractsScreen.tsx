import { AreaPage } from '@mp/remote-kit';

export type ManageContractsScreenVariant = 'currentJobs' | 'customerContracts';

export function ManageContractsScreen({ variant }: { variant: ManageContractsScreenVariant }) {
  return <AreaPage screen={variant} />;
}
