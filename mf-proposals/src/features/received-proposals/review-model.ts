import {
  JOB_STATUS,
  type JobStatus,
  type JobsWithFreelancersResponse,
  type JobView,
  MILESTONE_STATUS,
  type ProposalMilestoneSummary,
  type PublicProfile,
} from '@mp/contracts';
import { withOfferStatus, type ReadProposal } from '../../lib/status';

export interface ReviewEntry {
  proposal: ReadProposal;
  freelancer: PublicProfile;
  /** The sent proposal's milestones, when the answer carries them (not with splitData). */
  milestones?: ProposalMilestoneSummary[];
}

export interface ReviewJob {
  job: JobView;
  entries: ReviewEntry[];
}

/**
 * The jobs of the answer with the proposals a customer reviews: sent, accepted or rejected
 * (drafts are the freelancer's own business). `preselect` (the uid query) comes first.
 */
export function toReviewJobs(
  answer: JobsWithFreelancersResponse,
  preselect: string | null = null,
): ReviewJob[] {
  return answer.jobs.map((job) => {
    const split = answer.proposals?.[job.jobID];
    const pairs = split
      ? split.map((proposal) => ({
          proposal,
          details: answer.freelancers[proposal.freelancerId] ?? null,
          milestones: undefined,
        }))
      : job.freelancers.map((entry) => ({
          proposal: entry.proposal,
          details:
            entry.freelancerDetails ?? answer.freelancers[entry.proposal?.freelancerId ?? ''],
          milestones: entry.milestones,
        }));
    const entries: ReviewEntry[] = [];
    for (const { proposal, details, milestones } of pairs) {
      if (!proposal || !details) continue;
      const read = withOfferStatus(proposal);
      if (read.offerStatus === 0) continue;
      entries.push({
        proposal: read,
        freelancer: details,
        ...(milestones === undefined ? {} : { milestones }),
      });
    }
    entries.sort(
      (a, b) =>
        Number(b.freelancer.userId === preselect) - Number(a.freelancer.userId === preselect),
    );
    return { job, entries };
  });
}

const OPEN_FOR_MEETING: readonly JobStatus[] = [JOB_STATUS.freshJob, JOB_STATUS.inDiscussion];
const OPEN_FOR_CONTRACT: readonly JobStatus[] = [JOB_STATUS.inDiscussion, JOB_STATUS.meetingJob];
const CLOSED: readonly JobStatus[] = [
  JOB_STATUS.contract,
  JOB_STATUS.ended,
  JOB_STATUS.userClosed,
  JOB_STATUS.adminClosed,
];

const ENDED: readonly JobStatus[] = [
  JOB_STATUS.ended,
  JOB_STATUS.userClosed,
  JOB_STATUS.adminClosed,
];

/** Which review actions the job's state and the proposal's status allow (the API decides). */
export function availableActions(
  job: Pick<JobView, 'jobStatus' | 'rootJobId'>,
  proposal: ReadProposal,
) {
  const { jobStatus } = job;
  const sent = proposal.offerStatus === 1;
  const teamJob = job.rootJobId !== null;
  return {
    shortList: proposal.offerStatus !== 5,
    reject: sent && !teamJob && !CLOSED.includes(jobStatus),
    // A team member is declined instead, also after acceptance (before payments).
    teamDecline: teamJob && (sent || proposal.offerStatus === 2) && !ENDED.includes(jobStatus),
    acceptMeeting: sent && !proposal.meetingAcceptedAt && OPEN_FOR_MEETING.includes(jobStatus),
    acceptOffer: sent && OPEN_FOR_CONTRACT.includes(jobStatus),
  };
}

export function isContractJob(job: Pick<JobView, 'jobStatus'>): boolean {
  return job.jobStatus === JOB_STATUS.contract;
}

/** The milestones a customer may choose to start when accepting (still proposed), or null. */
export function offeredMilestones(entry: ReviewEntry): ProposalMilestoneSummary[] | null {
  const offered = (entry.milestones ?? []).filter((m) => m.status === MILESTONE_STATUS.proposed);
  return offered.length > 0 ? offered : null;
}
