import {
  ROLES,
  searchPrivate,
  searchPublic,
  type ApiClient,
  type PublicProfile,
  type SearchRequest,
  type SearchResponse,
} from '@mp/contracts';

export const ADVANCED_PAGE_SIZE = 20;

/** The users-index body of the advanced freelancer search (advancedSearchFl). */
export function buildFreelancerSearchBody(
  text: string,
  serviceIds: string[],
  from: number,
): SearchRequest {
  const filter: Record<string, unknown>[] = [{ term: { roles: ROLES.freelancer } }];
  if (serviceIds.length > 0) filter.push({ terms: { services: serviceIds } });
  const must = text.trim()
    ? [
        {
          multi_match: { query: text.trim(), fields: ['name', 'title', 'description', 'location'] },
        },
      ]
    : [];
  return {
    index: 'users',
    query: { bool: must.length > 0 ? { must, filter } : { filter } },
    sort: must.length > 0 ? ['_score'] : [{ name: { order: 'asc' } }],
    size: ADVANCED_PAGE_SIZE,
    from,
  };
}

function text(source: Record<string, unknown>, key: string): string {
  const value = source[key];
  return typeof value === 'string' ? value : '';
}

function list(source: Record<string, unknown>, key: string): string[] {
  const value = source[key];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** A users-index hit as the card's profile (fields the index does not return stay empty). */
export function profileOfHit(hit: SearchResponse['hits']['hits'][number]): PublicProfile {
  const source = hit._source;
  const rate = source.hourlyRate;
  return {
    userId: text(source, 'userId') || hit._id,
    name: text(source, 'name'),
    username: text(source, 'username'),
    roles: ROLES.freelancer,
    profilePicture: null,
    coverImageProfile: null,
    freelancerRole: null,
    isCustomerOrganisation: false,
    title: text(source, 'title'),
    description: text(source, 'description'),
    skills: list(source, 'skills'),
    services: list(source, 'services'),
    hourlyRate: typeof rate === 'number' ? rate : null,
    location: text(source, 'location'),
    coordinates: null,
    references: [],
    verified: source.verified === true,
  };
}

/** POST /apis/v2/auth/es (signed in) or /apis/v2/es (signed out) over the users index. */
export async function advancedFreelancerSearch(
  api: ApiClient,
  input: { text: string; serviceIds: string[]; from: number; signedIn: boolean },
  signal?: AbortSignal,
): Promise<{ freelancers: PublicProfile[]; total: number }> {
  const body = buildFreelancerSearchBody(input.text, input.serviceIds, input.from);
  const answer = input.signedIn
    ? await api.call(searchPrivate, { body, signal })
    : await api.call(searchPublic, { body, signal });
  return { freelancers: answer.hits.hits.map(profileOfHit), total: answer.hits.total.value };
}
