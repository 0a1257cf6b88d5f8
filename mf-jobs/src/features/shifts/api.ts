import {
  JOB_STATUS,
  MILESTONE_STATUS,
  searchPrivate,
  type ApiClient,
  type MilestoneStatus,
  type SearchRequest,
  type SearchResponse,
} from '@mp/contracts';
import type { JobView } from '../../shared/job-types';
import { fetchAllJobs } from '../my-jobs/api';

export const SHIFTS_LIMIT = 100;

export interface Shift {
  milestoneId: string;
  jobId: string;
  title: string;
  amount: number | null;
  dueDate: string | null;
  status: MilestoneStatus | null;
}

/** Every milestone the caller may see (the server's permission filter), soonest due first. */
export const SHIFTS_SEARCH_BODY: SearchRequest = {
  index: 'milestones',
  sort: [{ dueDate: { order: 'asc' } }, { createdAt: { order: 'asc' } }],
  size: SHIFTS_LIMIT,
};

const MILESTONE_STATUSES: readonly number[] = Object.values(MILESTONE_STATUS);

/** A milestone status the API sent; null for none or one this app does not know. */
function milestoneStatusOf(value: number | null): MilestoneStatus | null {
  return value !== null && MILESTONE_STATUSES.includes(value) ? (value as MilestoneStatus) : null;
}

function shiftOf(hit: SearchResponse['hits']['hits'][number]): Shift {
  const source = hit._source;
  const str = (key: string) => (typeof source[key] === 'string' ? (source[key] as string) : null);
  const num = (key: string) => (typeof source[key] === 'number' ? (source[key] as number) : null);
  return {
    milestoneId: str('milestoneId') ?? hit._id,
    jobId: str('jobId') ?? '',
    title: str('title') ?? '',
    amount: num('amount'),
    dueDate: str('dueDate'),
    status: milestoneStatusOf(num('status')),
  };
}

/**
 * The signed-in user's milestones (shifts) through the search call's milestones index, which
 * only returns milestones of the caller's own jobs; soonest due first.
 */
export async function loadShifts(api: ApiClient, signal?: AbortSignal): Promise<Shift[]> {
  const answer = await api.call(searchPrivate, { body: SHIFTS_SEARCH_BODY, signal });
  return answer.hits.hits.map(shiftOf);
}

/** The customer's open jobs (every page): titles for the shifts and the jobs in contract. */
export function loadOpenJobs(api: ApiClient, signal?: AbortSignal): Promise<JobView[]> {
  return fetchAllJobs(api, 'active', () => undefined, signal);
}

export function inContract(jobs: JobView[]): JobView[] {
  return jobs.filter((job) => job.jobStatus === JOB_STATUS.contract);
}
