/**
 * The jobs domain's public module: what other domains may use (job rows and views, the job
 * state machine, the proposal read model a job's view embeds, signed links).
 * Everything else in domains/jobs is its own.
 */
export {
  customerView,
  hasContractBetween,
  findContractProposal,
  hiredFreelancerIds,
  PROPOSAL_COLUMNS,
  proposalViewFor,
  toProposal,
  type ProposalRow,
} from './job-proposals';
export { ADMIN_NOTIFICATION_LIMITS, INVITATION_LIMITS } from './limits';
export { JOB_COLUMNS, jobColumns, toJob, type JobRow } from './rows';
export { JOBS_INDEX } from './search-index';
export { SIGNATURE_PURPOSES, signLink, useSignature } from './signatures';
export {
  assertOpen,
  findJob,
  isClosed,
  JOB_STATUS_LABELS,
  jobNotFound,
  requireJob,
  requireOwnedJob,
  touchJob,
  transitionJob,
} from './store';
export { checkService, resolveAttachments } from './input';
export { jobAccess } from './view';
export { jobsWithoutProposals, openInvitationsOf } from './pending-items';
