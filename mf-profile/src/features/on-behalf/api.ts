import {
  getPublicUser,
  searchFreelancers,
  updateFreelancerProfile,
  type ApiClient,
  type FreelancerProfilePatch,
  type FreelancerSearchResponse,
  type PublicProfile,
} from '@mp/contracts';
import { sectionsOf } from '../my-profile/freelancer-form';

/** A page of the tenant's freelancers for administrators, nearest the map centre first. */
export function loadFreelancersPage(
  api: ApiClient,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<FreelancerSearchResponse> {
  return api.call(searchFreelancers, { body: { startCursor: cursor }, signal });
}

/** The freelancer's profile as the administrator edits it. */
export function loadFreelancer(
  api: ApiClient,
  userId: string,
  signal?: AbortSignal,
): Promise<PublicProfile> {
  return api.call(getPublicUser, { params: { id: userId }, signal });
}

/**
 * Saves the changed sections on the freelancer's behalf, one call each carrying
 * onBehalfOfUserId (docs/users.md#editing-on-behalf); answers the last saved record.
 */
export async function saveOnBehalf(
  api: ApiClient,
  saved: PublicProfile,
  patch: FreelancerProfilePatch,
): Promise<PublicProfile> {
  let current: PublicProfile = saved;
  for (const section of sectionsOf(patch, saved)) {
    current = await api.call(updateFreelancerProfile, {
      body: { ...section, onBehalfOfUserId: saved.userId },
    });
  }
  return current;
}
