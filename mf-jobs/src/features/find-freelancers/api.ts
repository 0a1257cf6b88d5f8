import {
  customerSendInvitation,
  DEFAULT_MAP_CENTRE,
  getFavouriteFreelancers,
  getJobsWithFreelancerDetails,
  getPublicUser,
  ROLES,
  homepageFreelancersByService,
  jobFreelancers,
  listAgencies,
  listJobs,
  searchFreelancers as searchFreelancersCall,
  updateFavouriteFreelancers,
  type ApiClient,
  type FreelancerSearchSort,
} from '@mp/contracts';
import type {
  FreelancerSearchResponse,
  HomepageFreelancersResponse,
  JobFreelancersResponse,
} from '../../shared/job-types';

export const MATCH_PAGE_SIZE = 20;

/** POST /freelancers/search {coordinates, serviceIds, startCursor, sort}: nearest or best rated first. */
export function searchFreelancers(
  api: ApiClient,
  input: {
    serviceIds: string[];
    agencyId: string | null;
    startCursor: string | null;
    sort: FreelancerSearchSort;
  },
  signal?: AbortSignal,
): Promise<FreelancerSearchResponse> {
  return api.call(searchFreelancersCall, {
    body: {
      coordinates: { ...DEFAULT_MAP_CENTRE },
      serviceIds: input.serviceIds,
      ...(input.agencyId ? { agencyId: input.agencyId } : {}),
      startCursor: input.startCursor,
      sort: input.sort,
    },
    signal,
  });
}

/**
 * POST /jobs/freelancers {coordinates, serviceIds, jobId, limit, from}: matches with scores.
 * coordinates null: the server measures from the job's own location, else DEFAULT_MAP_CENTRE.
 */
export function matchFreelancers(
  api: ApiClient,
  input: { jobId: string; serviceIds: string[]; agencyId: string | null; from: number },
  signal?: AbortSignal,
): Promise<JobFreelancersResponse> {
  return api.call(jobFreelancers, {
    body: {
      coordinates: null,
      serviceIds: input.serviceIds,
      ...(input.agencyId ? { agencyId: input.agencyId } : {}),
      jobId: input.jobId,
      limit: MATCH_PAGE_SIZE,
      from: input.from,
    },
    signal,
  });
}

/** POST /freelancers/freelancers_search_by_service_for_homepage {serviceId} (public). */
export function freelancersOfService(
  api: ApiClient,
  serviceId: string,
  signal?: AbortSignal,
): Promise<HomepageFreelancersResponse> {
  return api.call(homepageFreelancersByService, { body: { serviceId }, signal });
}

/** POST /jobs/customer_send_invitation {jobID, freelancerID}. */
export function inviteFreelancer(api: ApiClient, jobId: string, freelancerId: string) {
  return api.call(customerSendInvitation, {
    body: { jobID: jobId, freelancerID: freelancerId },
  });
}

/** GET /customers/get-favorite-freelancers: the ids of the customer's favourites. */
export async function loadFavouriteIds(api: ApiClient, signal?: AbortSignal): Promise<string[]> {
  const profiles = await api.call(getFavouriteFreelancers, { signal });
  return profiles.map((profile) => profile.userId);
}

/** POST /customers/update-favorite-freelancers {freelancerId, value}: the ids afterwards. */
export async function setFavourite(
  api: ApiClient,
  freelancerId: string,
  value: boolean,
): Promise<string[]> {
  const answer = await api.call(updateFavouriteFreelancers, { body: { freelancerId, value } });
  return answer.freelancerIds;
}

/** The customer's open jobs (first page), to pick the job freelancers are matched to. */
export async function openJobs(api: ApiClient, signal?: AbortSignal) {
  const page = await api.call(listJobs, { query: { mode: 'active', limit: 50 }, signal });
  return page.jobs;
}

/** POST /jobs/get_jobs_with_freelancer_details {jobId}: the job with its proposals' freelancers. */
export function jobWithFreelancers(api: ApiClient, jobId: string, signal?: AbortSignal) {
  return api.call(getJobsWithFreelancerDetails, { body: { jobId }, signal });
}

/** GET /users/{id}: the freelancer a `?user=` link names; null when they are no freelancer. */
export async function publicFreelancer(api: ApiClient, userId: string, signal?: AbortSignal) {
  const profile = await api.call(getPublicUser, { params: { id: userId }, signal });
  return profile.roles === ROLES.freelancer ? profile : null;
}

/** GET /freelancer/agencies (public): the agencies the search can be narrowed to. */
export function loadAgencies(api: ApiClient, signal?: AbortSignal) {
  return api.call(listAgencies, { signal });
}
