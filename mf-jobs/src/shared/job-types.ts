/**
 * Shapes of the job calls as the screens use them. Types only (`import type`): the zod
 * schemas of @mp/contracts never enter this remote's bundle.
 */
import type { CycleDuration as Cycle, Job as JobEntity } from '@mp/contracts';

export type {
  CloseJobResponse,
  CycleDuration,
  FileRef,
  FreelancerSearchHit,
  FreelancerSearchResponse,
  HomepageFreelancersResponse,
  Job,
  JobFreelancerMatch,
  JobFreelancersResponse,
  EditJobBody,
  JobInput,
  JobListMode,
  JobsPage,
  JobsSearchRequest,
  JobsSearchResponse,
  JobStatus,
  JobTax,
  JobView,
  PostJobResponse,
  Service,
  Skill,
} from '@mp/contracts';

/** What job cards and details show: any job answer (search hits, views), without freelancers. */
export type JobSummary = Omit<JobEntity, 'freelancers'> & { cycleDuration?: Cycle | null };
