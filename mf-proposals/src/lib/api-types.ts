/**
 * Shapes of the calls this remote makes (docs/proposals.md#routes), as @mp/contracts defines them.
 * Types only (`import type`): the zod schemas they come from never reach the browser bundle.
 */
import type {
  AcceptMeetingResponse,
  DataType,
  FreelancerProposalEntry,
  FreelancerProposalsResponse,
  IntroductionComposeResponse,
  InvitationResponse,
  JobStatus,
  JobView,
  JobsPage,
  JobsWithFreelancersResponse,
  Proposal,
  ProposalComposeResponse,
  ProposalContractResponse,
  ProposalMilestoneSummary,
  ProposalTask,
  ProposalTaskInput,
  PublicProfile,
  SentProposalResponse,
  TeamDeclineResponse,
} from '@mp/contracts';

export type {
  AcceptMeetingResponse,
  DataType,
  FreelancerProposalsResponse,
  InvitationResponse,
  JobStatus,
  JobsPage,
  JobsWithFreelancersResponse,
  Proposal,
  ProposalMilestoneSummary,
  ProposalTask,
  ProposalTaskInput,
  PublicProfile,
  SentProposalResponse,
  TeamDeclineResponse,
};
export type Job = JobView;
export type ProposalCompose = ProposalComposeResponse;
export type IntroductionCompose = IntroductionComposeResponse;
export type FreelancerProposal = FreelancerProposalEntry;
export type ContractResponse = ProposalContractResponse;
