import { AreaPage } from '@mp/remote-kit';

export function SendProposalScreen() {
  return <AreaPage screen="sendProposal" />;
}
