import {
  getPublicUser,
  JOB_AUTO_FETCH_PAGE_SIZE,
  JOB_STATUS,
  listFreelancerContracts,
  listJobs,
  type ApiClient,
  type FreelancerContractEntry,
  type JobListMode,
  type JobView,
  type JobsPage,
} from '@mp/contracts';

/** Every page of the caller's jobs in one mode (pages of 50, following lastEvaluatedKey). */
export async function fetchAllJobs(
  http: ApiClient,
  mode: JobListMode,
  signal: AbortSignal,
): Promise<JobView[]> {
  const jobs: JobView[] = [];
  const seen = new Set<string>();
  let from: string | undefined;
  do {
    const page: JobsPage = await http.call(listJobs, {
      query: { mode, limit: JOB_AUTO_FETCH_PAGE_SIZE, from },
      signal,
    });
    jobs.push(...page.jobs);
    from = page.lastEvaluatedKey;
    // A key seen before would loop for ever; the list is complete at that point.
    if (from !== undefined && seen.has(from)) break;
    if (from !== undefined) seen.add(from);
  } while (from !== undefined);
  return jobs;
}

export interface CustomerContracts {
  current: JobView[];
  ended: JobView[];
}

/** The customer's jobs in contract and the ended ones. */
export async function fetchCustomerContracts(
  http: ApiClient,
  signal: AbortSignal,
): Promise<CustomerContracts> {
  const [active, ended] = await Promise.all([
    fetchAllJobs(http, 'active', signal),
    fetchAllJobs(http, 'ended', signal),
  ]);
  return {
    current: active.filter((job) => job.jobStatus === JOB_STATUS.contract),
    ended,
  };
}

export interface FreelancerContracts {
  contracts: FreelancerContractEntry[];
  /** customerId -> name, for the customers whose public profile could be read. */
  customerNames: Record<string, string>;
}

/** The customers' names from their public profiles; a profile that cannot be read is left out. */
async function customerNamesOf(
  http: ApiClient,
  customerIds: readonly string[],
  signal: AbortSignal,
): Promise<Record<string, string>> {
  const answers = await Promise.allSettled(
    customerIds.map((id) => http.call(getPublicUser, { params: { id }, signal })),
  );
  const names: Record<string, string> = {};
  answers.forEach((answer, index) => {
    const id = customerIds[index];
    if (answer.status === 'fulfilled' && id !== undefined && answer.value.name) {
      names[id] = answer.value.name;
    }
  });
  return names;
}

/** The freelancer's contracts (ended ones included) and the customers' names. */
export async function fetchFreelancerContracts(
  http: ApiClient,
  signal: AbortSignal,
): Promise<FreelancerContracts> {
  const answer = await http.call(listFreelancerContracts, {
    body: { includeEnded: true },
    signal,
  });
  const customerIds = [...new Set(answer.contracts.map((entry) => entry.job.customerId))];
  return {
    contracts: answer.contracts,
    customerNames: await customerNamesOf(http, customerIds, signal),
  };
}
