import { AreaPage } from '../area/AreaPage';

export function ReceivedProposalsScreen() {
  return <AreaPage screen="receivedProposals" />;
}
