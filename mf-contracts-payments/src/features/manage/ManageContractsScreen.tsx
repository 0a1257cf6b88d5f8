import { AreaPage } from '../area/AreaPage';

export type ManageContractsScreenVariant = 'currentJobs' | 'customerContracts';

export function ManageContractsScreen({ variant }: { variant: ManageContractsScreenVariant }) {
  return <AreaPage screen={variant} />;
}
