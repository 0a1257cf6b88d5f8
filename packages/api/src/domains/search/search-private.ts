import { ZSearchQuery, ZSearchRequest, ZSearchResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';

export const searchPrivate = definePrivateRoute(endpoints.searchPrivate, {
  summary: 'Elasticsearch-style search over users, jobs and milestones, permission-filtered',
  description:
    "The documented subset of docs/search.md. Always scoped to the tenant and filtered by the caller's permissions (jobs: own jobs for customers, open jobs for freelancers; milestones: parties only; users: active, public fields). ?countUnread=1 answers only hits.total. Index products: live products (freelancers also their own, administrators every one); index message covers the caller's own conversations (countUnread: messages to the caller not yet read).",
  query: ZSearchQuery,
  body: ZSearchRequest,
  response: ZSearchResponse,
  handler: async ({ tenant, db, search, caller, body, query }) =>
    search.search(
      db,
      { tenant, caller, variant: 'private', ignoreStateFilter: body.ignoreStateFilter === true },
      body,
      { countOnly: query.countUnread === '1' },
    ),
});
