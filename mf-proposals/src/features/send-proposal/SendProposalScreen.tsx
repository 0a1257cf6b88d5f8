import { AreaPage } from '../area/AreaPage';

export function SendProposalScreen() {
  return <AreaPage screen="sendProposal" />;
}
