import { AreaPage } from '@mp/remote-kit';

export function ReceivedProposalsScreen() {
  return <AreaPage screen="receivedProposals" />;
}
