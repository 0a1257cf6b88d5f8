import { AreaPage } from '../area/AreaPage';

export function MyProposalsScreen() {
  return <AreaPage screen="myProposals" />;
}
