import { type JobStatus, type Proposal, rejectedProposalPatch } from '@mp/contracts';
import { useApi, useLoad } from '@mp/remote-kit';
import { withOfferStatus } from '../../lib/status';
import {
  acceptContract,
  acceptMeeting,
  declineTeamMember,
  fetchFavouriteIds,
  fetchReview,
  notifyAdmin,
  rejectProposal,
  sendContractAcceptedEvent,
  setFavourite,
  setShortListed,
  type ContractChoice,
} from './api';
import { toReviewJobs, type ReviewEntry, type ReviewJob } from './review-model';

export type ReviewScope = { jobId: string } | { shortListed: true };

export interface ReviewData {
  jobs: ReviewJob[];
  favourites: string[];
}

function replaceProposal(data: ReviewData, proposal: Proposal, jobStatus?: JobStatus): ReviewData {
  const read = withOfferStatus(proposal);
  return {
    ...data,
    jobs: data.jobs.map((reviewJob) =>
      reviewJob.job.jobID !== proposal.jobId
        ? reviewJob
        : {
            job: jobStatus ? { ...reviewJob.job, jobStatus } : reviewJob.job,
            entries: reviewJob.entries.map((entry) =>
              entry.proposal.proposalId === proposal.proposalId
                ? { ...entry, proposal: read }
                : entry,
            ),
          },
    ),
  };
}

/** Proposals under review (one job's, or the shortlist) and the customer's actions on them. */
export function useReview(scope: ReviewScope, preselect: string | null) {
  const http = useApi();
  const key = 'jobId' in scope ? `job:${scope.jobId}:${preselect ?? ''}` : 'short-list';
  const loaded = useLoad<ReviewData>(async (signal) => {
    const [answer, favourites] = await Promise.all([
      fetchReview(http, scope, signal),
      // Favourite marks decorate the list; the review works without them.
      fetchFavouriteIds(http, signal).catch(() => []),
    ]);
    return { jobs: toReviewJobs(answer, preselect), favourites };
  }, key);
  const { update } = loaded;

  const actions = {
    async toggleShortList(entry: ReviewEntry): Promise<boolean> {
      const value = !entry.proposal.isShortListed;
      const proposal = await setShortListed(http, entry.proposal, value);
      update((data) => replaceProposal(data, proposal));
      return proposal.isShortListed;
    },
    async toggleFavourite(freelancerId: string, value: boolean): Promise<void> {
      const favourites = await setFavourite(http, freelancerId, value);
      update((data) => ({ ...data, favourites }));
    },
    async reject(entry: ReviewEntry): Promise<void> {
      const proposal = await rejectProposal(http, entry.proposal, rejectedProposalPatch());
      update((data) => replaceProposal(data, proposal));
    },
    async teamDecline(entry: ReviewEntry, job: ReviewJob['job']): Promise<void> {
      const answer = await declineTeamMember(http, job, entry.proposal);
      update((data) => replaceProposal(data, answer.proposal, answer.jobStatus));
    },
    async acceptMeeting(entry: ReviewEntry, startsAt: string | null = null): Promise<void> {
      const answer = await acceptMeeting(http, entry.proposal, startsAt);
      update((data) => replaceProposal(data, answer.proposal, answer.jobStatus));
    },
    async acceptOffer(entry: ReviewEntry, choice: ContractChoice): Promise<void> {
      const answer = await acceptContract(http, entry.proposal, choice);
      update((data) => replaceProposal(data, answer.proposal, answer.jobStatus));
      // The contract stands whatever happens to the announcement: not awaited, a failure only logged.
      void sendContractAcceptedEvent(http, { jobID: entry.proposal.jobId }).catch(
        (error: unknown) => {
          console.warn('send-contract-accepted-event failed', error);
        },
      );
    },
    async reportProblem(entry: ReviewEntry): Promise<void> {
      await notifyAdmin(http, entry.proposal);
    },
  };
  return { ...loaded, actions };
}

export type ReviewActions = ReturnType<typeof useReview>['actions'];
