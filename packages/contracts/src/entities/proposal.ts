/** Proposal (SPEC sections 3 and 4). */
import { z } from 'zod';
import { PROPOSAL_STATUS, REJECTED_PROPOSAL_DESCRIPTION } from '../constants';
import { ZUserIdEntry, zMoney } from './common';
import { zDateTime, zId } from '../tenant/primitives';

export const ZProposalStatus = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

export const ZProposalTask = z.strictObject({
  taskId: zId,
  title: z.string().trim().min(1).max(200),
  description: z.string().max(5000),
  amount: zMoney,
  dueDate: zDateTime.nullable(),
});
export type ProposalTask = z.infer<typeof ZProposalTask>;

export const ZProposal = z
  .strictObject({
    proposalId: zId,
    jobId: zId,
    freelancerId: zId,
    description: z.string().max(10_000),
    tasks: z.array(ZProposalTask).max(100),
    status: ZProposalStatus,
    offerSentAt: zDateTime.nullable(),
    invitedFreelancersIds: z.array(ZUserIdEntry).max(200),
    acceptedFreelancersIds: z.array(ZUserIdEntry).max(200),
    consentedDataTypeIds: z.array(zId).max(50),
    isShortListed: z.boolean(),
    createdAt: zDateTime,
    lastModified: zDateTime,
  })
  .superRefine((proposal, ctx) => {
    // SPEC section 4: a rejection is description 'Rejected' + rejected status + no tasks.
    if (
      proposal.status === PROPOSAL_STATUS.rejected &&
      proposal.description === REJECTED_PROPOSAL_DESCRIPTION &&
      proposal.tasks.length > 0
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['tasks'],
        message: 'A rejected proposal has no tasks',
      });
    }
  });
export type Proposal = z.infer<typeof ZProposal>;

/** The fields that reject a proposal (SPEC section 4). */
export function rejectedProposalPatch(): Pick<Proposal, 'description' | 'status' | 'tasks'> {
  return {
    description: REJECTED_PROPOSAL_DESCRIPTION,
    status: PROPOSAL_STATUS.rejected,
    tasks: [],
  };
}

export function isRejectedProposal(proposal: Pick<Proposal, 'status'>): boolean {
  return proposal.status === PROPOSAL_STATUS.rejected;
}

/** Sum of the proposal's task amounts. */
export function proposalTotal(proposal: Pick<Proposal, 'tasks'>): number {
  return proposal.tasks.reduce((sum, task) => sum + task.amount, 0);
}
