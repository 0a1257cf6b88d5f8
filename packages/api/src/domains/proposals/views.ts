import { PROPOSAL_STATUS, type Proposal } from '@mp/contracts';
import { toProposal, type ProposalRow } from './rows';

/**
 * A proposal as the job's customer may see it: a draft's content stays the freelancer's until
 * it is sent (only its existence and meeting are visible).
 */
export function customerView(row: ProposalRow): Proposal {
  const proposal = toProposal(row);
  if (row.status >= PROPOSAL_STATUS.created) return proposal;
  return { ...proposal, description: '', tasks: [], consentedDataTypeIds: [] };
}

/** The proposal as `viewerId` may see it: its freelancer sees everything, others customerView. */
export function proposalViewFor(row: ProposalRow, viewerId: string | null): Proposal {
  return viewerId === row.freelancer_id ? toProposal(row) : customerView(row);
}
