import {
  addAgencyMember,
  getOwnAgency,
  listAgencies,
  listAgencyMembers,
  removeAgencyMember,
  type AgencyMembersResponse,
  type ApiClient,
} from '@mp/contracts';

/**
 * The agency an agency company owns, with its members (public); null when the tenant gave the
 * company no agency (docs/users.md#agencies).
 */
export async function loadAgencyOf(
  api: ApiClient,
  ownerId: string,
  signal?: AbortSignal,
): Promise<AgencyMembersResponse | null> {
  const agencies = await api.call(listAgencies, { signal });
  const owned = agencies.find((agency) => agency.ownerId === ownerId);
  if (owned === undefined) return null;
  return api.call(listAgencyMembers, { params: { agencyId: owned.id }, signal });
}

export function loadOwnAgency(api: ApiClient, signal?: AbortSignal) {
  return api.call(getOwnAgency, { signal });
}

export function addMember(api: ApiClient, email: string) {
  return api.call(addAgencyMember, { body: { email: email.trim() } });
}

export function removeMember(api: ApiClient, userId: string) {
  return api.call(removeAgencyMember, { params: { userId } });
}
