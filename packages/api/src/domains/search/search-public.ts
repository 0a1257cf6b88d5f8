import { ZSearchQuery, ZSearchRequest, ZSearchResponse, endpoints } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';
import { searchError } from '../../search-engine';

export const searchPublic = definePublicRoute(endpoints.searchPublic, {
  summary: 'Public Elasticsearch-style search: open jobs and active freelancers, public fields',
  description:
    'Same body as /apis/v2/auth/es. Whoever calls, only open jobs (fresh, in discussion, meeting), active freelancers and live products are searched; milestones need a signed-in caller (403); explain and ignoreStateFilter are for signed-in callers.',
  query: ZSearchQuery,
  body: ZSearchRequest,
  response: ZSearchResponse,
  handler: async ({ tenant, db, search, body, query }) => {
    if (body.explain === true)
      throw searchError('body.explain', 'explain is available on /apis/v2/auth/es (signed in)');
    return search.search(
      db,
      {
        tenant,
        caller: null,
        variant: 'public',
        ignoreStateFilter: body.ignoreStateFilter === true,
      },
      body,
      { countOnly: query.countUnread === '1' },
    );
  },
});
