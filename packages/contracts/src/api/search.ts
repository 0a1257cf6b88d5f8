/**
 * Search calls (docs/search.md): the Elasticsearch-style body of POST /apis/v2/auth/es,
 * /apis/v2/es and /jobs/es, and the freelancer searches. The query tree itself is validated by
 * the API's translator (it names the unsupported clause); here it is any JSON object.
 */
import { z } from 'zod';
import { ZLatLng } from '../entities/common';
import { zId } from '../tenant/primitives';
import { ZJobView } from './jobs';
import { ZRatingSummary } from './reviews';
import { ZPublicProfile } from './users';

export const SEARCH_INDEXES = ['users', 'products', 'jobs', 'milestones', 'message'] as const;
export type SearchIndex = (typeof SEARCH_INDEXES)[number];

/** Hits per page unless `size` says otherwise; larger sizes are capped at SEARCH_MAX_SIZE. */
export const SEARCH_DEFAULT_SIZE = 10;
export const SEARCH_MAX_SIZE = 100;
/** Deepest page start (as Elasticsearch's index.max_result_window). */
export const SEARCH_MAX_FROM = 10_000;
/**
 * Totals are counted up to this many hits; beyond it the relation is 'gte' (POST /jobs/es:
 * `totalIsCapped`), and relevance is ranked among this many candidates (docs/search.md).
 */
export const SEARCH_TRACK_TOTAL_HITS = 1_000;
/** Freelancers per page of POST /freelancers/search. */
export const FREELANCER_SEARCH_PAGE_SIZE = 20;
/** Freelancers per service on the home page. */
export const HOMEPAGE_FREELANCERS_PER_SERVICE = 8;

const zJsonObject = z.record(z.string(), z.unknown());
const zSortEntry = z.union([z.string().min(1).max(200), zJsonObject]);
const zSort = z.union([zSortEntry, z.array(zSortEntry).max(10)]);
const zSize = z.number().int().min(0).max(SEARCH_MAX_FROM);
const zFrom = z.number().int().min(0).max(SEARCH_MAX_FROM);

/** POST /apis/v2/auth/es and POST /apis/v2/es. */
export const ZSearchRequest = z.strictObject({
  index: z.enum(SEARCH_INDEXES),
  query: zJsonObject.optional(),
  size: zSize.optional(),
  from: zFrom.optional(),
  sort: zSort.optional(),
  min_score: z.number().min(0).optional(),
  /** Which public `_source` fields to return (a subset of the index's public fields). */
  include: z
    .array(z.string().regex(/^[A-Za-z0-9_.]{1,100}$/, 'A field name'))
    .max(50)
    .optional(),
  /** Adds the generated SQL (no values) and the clauses used to the answer (signed-in only). */
  explain: z.boolean().optional(),
  /** Shows closed jobs too: allowed for administrators and for a customer's own jobs only. */
  ignoreStateFilter: z.boolean().optional(),
});
export type SearchRequest = z.infer<typeof ZSearchRequest>;

/** `?countUnread=1`: only hits.total.value is wanted (no hits are returned). */
export const ZSearchQuery = z.strictObject({
  countUnread: z.enum(['0', '1']).optional(),
});
export type SearchQuery = z.infer<typeof ZSearchQuery>;

export const ZSearchHit = z.object({
  _id: z.string(),
  _index: z.enum(SEARCH_INDEXES),
  _score: z.number().nullable(),
  _source: z.record(z.string(), z.unknown()),
});
export type SearchHit = z.infer<typeof ZSearchHit>;

export const ZSearchExplain = z.object({
  /** The generated SQL with $n placeholders (values are never included). */
  sql: z.string(),
  /** One line per translated clause, e.g. `must[0].match title: full-text`. */
  clauses: z.array(z.string()),
  /** The permission filters that were added, in words. */
  permissions: z.array(z.string()),
});
export type SearchExplain = z.infer<typeof ZSearchExplain>;

export const ZSearchResponse = z.object({
  took: z.number(),
  timed_out: z.boolean(),
  hits: z.object({
    total: z.object({ value: z.number().int(), relation: z.enum(['eq', 'gte']) }),
    max_score: z.number().nullable(),
    hits: z.array(ZSearchHit),
  }),
  explain: ZSearchExplain.optional(),
});
export type SearchResponse = z.infer<typeof ZSearchResponse>;

/** POST /jobs/es. */
export const ZJobsSearchRequest = z.strictObject({
  query: zJsonObject.optional(),
  sort: zSort.optional(),
  size: zSize.optional(),
  from: zFrom.optional(),
});
export type JobsSearchRequest = z.infer<typeof ZJobsSearchRequest>;

export const ZJobsSearchResponse = z.object({
  /** Jobs as the jobs routes answer them (JobView), without freelancers. */
  jobs: z.array(ZJobView),
  /** Matches counted up to SEARCH_TRACK_TOTAL_HITS. */
  total: z.number().int(),
  /** More than `total` matched: the count stopped at SEARCH_TRACK_TOTAL_HITS ("more than N"). */
  totalIsCapped: z.boolean().optional(),
});
export type JobsSearchResponse = z.infer<typeof ZJobsSearchResponse>;

const zServiceIds = z.array(zId).max(50);
const zAgencyId = zId.meta({ examples: ['northlight-studio'] });

/** A freelancer in a search answer: the public profile plus the distance from the point asked. */
/** The agency a freelancer belongs to (member) or owns (agency company), docs/users.md#agencies. */
export const ZFreelancerAgency = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['owner', 'member']),
});
export type FreelancerAgency = z.infer<typeof ZFreelancerAgency>;

export const ZFreelancerSearchHit = ZPublicProfile.extend({
  /** Kilometres from the searched coordinates; null when the freelancer has no location. */
  distanceKm: z.number().nullable(),
  /** The freelancer's agency; null for freelancers of none. */
  agency: ZFreelancerAgency.nullable(),
  /** Average and count of their published, visible reviews (docs/reviews.md#averages). */
  rating: ZRatingSummary,
});
export type FreelancerSearchHit = z.infer<typeof ZFreelancerSearchHit>;

/** Orders of POST /freelancers/search: nearest first (default), or best rated first. */
export const FREELANCER_SEARCH_SORTS = ['nearest', 'bestRated'] as const;
export type FreelancerSearchSort = (typeof FREELANCER_SEARCH_SORTS)[number];

/** POST /freelancers/search: freelancers nearest first, filtered by services, by cursor. */
export const ZFreelancerSearchRequest = z.strictObject({
  /** bestRated: highest average first, then most reviews, then nearest (docs/reviews.md#averages). */
  sort: z.enum(FREELANCER_SEARCH_SORTS).optional(),
  /** Defaults to DEFAULT_MAP_CENTRE. */
  coordinates: ZLatLng.nullable().optional(),
  /** Freelancers offering any of these services; empty or absent: all. */
  serviceIds: zServiceIds.optional(),
  /** Only the agency's company and its agency freelancers (docs/search.md#agency-filter). */
  agencyId: zAgencyId.optional(),
  /** The nextCursor of the previous page. */
  startCursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Not a cursor')
    .nullable()
    .optional(),
});
export type FreelancerSearchRequest = z.infer<typeof ZFreelancerSearchRequest>;

export const ZFreelancerSearchResponse = z.object({
  freelancers: z.array(ZFreelancerSearchHit),
  /** Pass as startCursor for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type FreelancerSearchResponse = z.infer<typeof ZFreelancerSearchResponse>;

export const ZJobFreelancerMatch = ZFreelancerSearchHit.extend({
  /** 0-100: service 30, skills up to 60, profile text 10 (text only with advancedSearchFl). */
  matchScore: z.number().int().min(0).max(100),
});
export type JobFreelancerMatch = z.infer<typeof ZJobFreelancerMatch>;

/** POST /jobs/freelancers: freelancers matching one of the customer's jobs. */
export const ZJobFreelancersRequest = z.strictObject({
  jobId: zId,
  coordinates: ZLatLng.nullable().optional(),
  serviceIds: zServiceIds.optional(),
  /** Only the agency's company and its agency freelancers (docs/search.md#agency-filter). */
  agencyId: zAgencyId.optional(),
  limit: z.number().int().min(1).max(SEARCH_MAX_SIZE).optional(),
  from: zFrom.optional(),
});
export type JobFreelancersRequest = z.infer<typeof ZJobFreelancersRequest>;

export const ZJobFreelancersResponse = z.object({
  freelancers: z.array(ZJobFreelancerMatch),
  total: z.number().int(),
});
export type JobFreelancersResponse = z.infer<typeof ZJobFreelancersResponse>;

/** POST /freelancers/freelancers_search_by_service_for_homepage (public). */
export const ZHomepageFreelancersRequest = z.strictObject({
  serviceId: zId.optional(),
  serviceIds: zServiceIds.optional(),
});
export type HomepageFreelancersRequest = z.infer<typeof ZHomepageFreelancersRequest>;

/** A featured freelancer: the public profile and their rating (docs/reviews.md#averages). */
export const ZHomepageFreelancer = ZPublicProfile.extend({ rating: ZRatingSummary });
export type HomepageFreelancer = z.infer<typeof ZHomepageFreelancer>;

export const ZHomepageFreelancersResponse = z.object({
  services: z.array(
    z.object({
      serviceId: z.string(),
      name: z.string(),
      freelancers: z.array(ZHomepageFreelancer),
    }),
  ),
});
export type HomepageFreelancersResponse = z.infer<typeof ZHomepageFreelancersResponse>;
