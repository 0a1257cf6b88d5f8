import type {
  ApiClient,
  CustomerProfileUpdate,
  FreelancerProfilePatch,
  JobsPage,
  Me,
  PublicProfile,
  Reference,
  ReferenceType,
  Service,
  Skill,
} from '@mp/contracts';
import { eventBus } from '@mp/event-bus';

/** Tells the shell the signed-in user's own record changed, so its header shows it. */
async function announced(saving: Promise<Me>): Promise<Me> {
  const me = await saving;
  eventBus.emit('profile:changed', { userId: me.userId });
  return me;
}

/** GET /users/me: the caller's own record. */
export function loadMe(api: ApiClient, signal?: AbortSignal): Promise<Me> {
  return api.get<Me>('/users/me', { signal });
}

export interface Catalog {
  services: Service[];
  skills: Skill[];
}

/** GET /services and GET /skills (public): the tenant's catalogues. */
export async function loadCatalog(api: ApiClient, signal?: AbortSignal): Promise<Catalog> {
  const [services, skills] = await Promise.all([
    api.get<Service[]>('/services', { public: true, signal }),
    api.get<Skill[]>('/skills', { public: true, signal }),
  ]);
  return { services, skills };
}

/** PUT /freelancers/update/profile: every changed field at once; answers the new record. */
export function saveFreelancerProfile(api: ApiClient, patch: FreelancerProfilePatch): Promise<Me> {
  return announced(api.put<Me>('/freelancers/update/profile', { body: patch }));
}

/** POST /customers/update/profile {type, data}: one section; answers the new record. */
export function saveCustomerSection(api: ApiClient, update: CustomerProfileUpdate): Promise<Me> {
  return announced(api.post<Me>('/customers/update/profile', { body: update }));
}

/** GET /public/username/{username} (public; a signed-in caller still sees their own rate). */
export function loadPublicProfile(
  api: ApiClient,
  username: string,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<PublicProfile> {
  return api.get<PublicProfile>(`/public/username/${encodeURIComponent(username)}`, {
    public: !signedIn,
    signal,
  });
}

/** GET /jobs ?mode=active: the customer's open jobs to invite a freelancer to. */
export async function loadOpenJobs(api: ApiClient, signal?: AbortSignal) {
  const page = await api.get<JobsPage>('/jobs', { query: { mode: 'active', limit: 50 }, signal });
  return page.jobs;
}

/** POST /jobs/customer_send_invitation {jobID, freelancerID}: created false when already invited. */
export function inviteToJob(api: ApiClient, jobId: string, freelancerId: string) {
  return api.post<{ created: boolean }>('/jobs/customer_send_invitation', {
    body: { jobID: jobId, freelancerID: freelancerId },
  });
}

export type NewReference = Omit<Reference, 'referenceId'>;

/** POST /freelancer/references {type, data.references}: adds references of that type. */
export function addReferences(api: ApiClient, type: ReferenceType, references: NewReference[]) {
  return api.post<Me>('/freelancer/references', { body: { type, data: { references } } });
}

/** DELETE /freelancer/references {type, data.references}: removes references by id. */
export function removeReferences(api: ApiClient, type: ReferenceType, referenceIds: string[]) {
  return api.delete<Me>('/freelancer/references', {
    body: { type, data: { references: referenceIds.map((referenceId) => ({ referenceId })) } },
  });
}
