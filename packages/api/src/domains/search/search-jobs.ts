import { ZJobsSearchRequest, ZJobsSearchResponse, endpoints } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';
import { buildSearch, executeSearch } from '../../search-engine';
import { JOBS_INDEX, toJob } from '../jobs';

export const searchJobs = definePublicRoute(endpoints.searchJobs, {
  summary: 'Jobs search with the Elasticsearch-style query: {jobs, total}',
  description:
    "Public (the search-jobs page); a signed call searches with the caller's permissions (customers: their own jobs; freelancers: open jobs and jobs in contract they proposed on or were invited to), anonymous callers see open jobs. Jobs come without freelancers; total is counted up to 1,000 (totalIsCapped: more matched).",
  body: ZJobsSearchRequest,
  response: ZJobsSearchResponse,
  handler: async ({ tenant, db, caller, body }) => {
    const built = buildSearch(
      JOBS_INDEX,
      { tenant, caller, variant: 'private', ignoreStateFilter: false },
      body,
    );
    const { total, totalIsLowerBound, rows } = await executeSearch(db, built);
    return { jobs: rows.map((row) => toJob(row)), total, totalIsCapped: totalIsLowerBound };
  },
});
