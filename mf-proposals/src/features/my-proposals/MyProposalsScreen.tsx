import { AreaPage } from '@mp/remote-kit';

export function MyProposalsScreen() {
  return <AreaPage screen="myProposals" />;
}
