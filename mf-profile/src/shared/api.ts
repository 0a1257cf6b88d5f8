import {
  addFreelancerReferences,
  customerSendInvitation,
  deleteFreelancerReferences,
  getMe,
  getUserByUsername,
  listJobs,
  listServices,
  listSkills,
  putFreelancerProfile,
  updateCustomerProfile,
  type ApiClient,
  type CustomerProfileUpdate,
  type FreelancerProfilePatch,
  type Me,
  type PublicProfile,
  type Reference,
  type ReferenceType,
  type Service,
  type Skill,
} from '@mp/contracts';
import { eventBus } from '@mp/event-bus';

/** Tells the shell the signed-in user's own record changed, so its header shows it. */
async function announced(saving: Promise<Me>): Promise<Me> {
  const me = await saving;
  eventBus.emit('profile:changed', { userId: me.userId });
  return me;
}

/** The caller's own record. */
export function loadMe(api: ApiClient, signal?: AbortSignal): Promise<Me> {
  return api.call(getMe, { signal });
}

export interface Catalog {
  services: Service[];
  skills: Skill[];
}

/** The tenant's catalogues of services and skills (public). */
export async function loadCatalog(api: ApiClient, signal?: AbortSignal): Promise<Catalog> {
  const [services, skills] = await Promise.all([
    api.call(listServices, { signal }),
    api.call(listSkills, { signal }),
  ]);
  return { services, skills };
}

/** Every changed field of the freelancer's profile at once; answers the new record. */
export function saveFreelancerProfile(api: ApiClient, patch: FreelancerProfilePatch): Promise<Me> {
  return announced(api.call(putFreelancerProfile, { body: patch }));
}

/** One section of the customer's profile ({type, data}); answers the new record. */
export function saveCustomerSection(api: ApiClient, update: CustomerProfileUpdate): Promise<Me> {
  return announced(api.call(updateCustomerProfile, { body: update }));
}

/** A public profile by username (signed while signed in: the owner still sees their rate). */
export function loadPublicProfile(
  api: ApiClient,
  username: string,
  signal?: AbortSignal,
): Promise<PublicProfile> {
  return api.call(getUserByUsername, { params: { username }, signal });
}

/** The customer's open jobs to invite a freelancer to. */
export async function loadOpenJobs(api: ApiClient, signal?: AbortSignal) {
  const page = await api.call(listJobs, { query: { mode: 'active', limit: 50 }, signal });
  return page.jobs;
}

/** Invites a freelancer to a job: created false when already invited. */
export function inviteToJob(api: ApiClient, jobId: string, freelancerId: string) {
  return api.call(customerSendInvitation, {
    body: { jobID: jobId, freelancerID: freelancerId },
  });
}

export type NewReference = Omit<Reference, 'referenceId'>;

/** Adds references of one type. */
export function addReferences(api: ApiClient, type: ReferenceType, references: NewReference[]) {
  return api.call(addFreelancerReferences, { body: { type, data: { references } } });
}

/** Removes references by id. */
export function removeReferences(api: ApiClient, type: ReferenceType, referenceIds: string[]) {
  return api.call(deleteFreelancerReferences, {
    body: { type, data: { references: referenceIds.map((referenceId) => ({ referenceId })) } },
  });
}
