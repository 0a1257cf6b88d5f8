import {
  API_ERROR_CODES,
  DEFAULT_MAP_CENTRE,
  FEATURES,
  isFeatureEnabled,
  ROLES,
  ZJobFreelancersRequest,
  ZJobFreelancersResponse,
  type LatLng,
  endpoints,
} from '@mp/contracts';
import { toJson, type Queryable } from '../../db/types';
import { HttpError } from '../../http/errors';
import { definePrivateRoute, type Caller } from '../../http/route';
import { queryWords, SqlParams, tsqueryText } from '../../search-engine';
import { hidesRates } from '../users';
import { ratingJoinSql } from '../reviews';
import type { Tenant } from '../../tenancy';
import {
  AGENCY_SQL,
  agencyFilterSql,
  distanceSql,
  FREELANCER_COLUMNS,
  freelancerScope,
  queryFreelancers,
  toSearchHit,
} from './freelancers';

interface MatchedJob {
  customer_id: string;
  title: string;
  service_id: string | null;
  skills: string[];
  latitude: number | null;
  longitude: number | null;
}

/** The caller's own job (customer) or any job of the tenant (administrator); 404 otherwise. */
async function requireMatchableJob(
  db: Queryable,
  tenantId: string,
  caller: Caller,
  jobId: string,
): Promise<MatchedJob> {
  const result = await db.query<MatchedJob>(
    `SELECT customer_id, title, service_id, skills, latitude, longitude
       FROM jobs WHERE tenant_id = $1 AND id = $2`,
    [tenantId, jobId],
  );
  const job = result.rows[0];
  if (
    job === undefined ||
    (caller.role !== ROLES.administrator && job.customer_id !== caller.userId)
  )
    throw new HttpError(404, API_ERROR_CODES.jobNotFound, 'No such job among your jobs', [
      { path: 'body.jobId', message: 'No such job among your jobs' },
    ]);
  return job;
}

/**
 * 0-100: the job's service offered 30; the share of the job's skills the freelancer has, up
 * to 60; with advancedSearchFl, the job title's words in the profile text 10.
 */
function matchScoreSql(job: MatchedJob, params: SqlParams, advanced: boolean): string {
  const service =
    job.service_id === null
      ? '0'
      : `(CASE WHEN t.services ? ${params.add(job.service_id)} THEN 30 ELSE 0 END)`;
  const skills =
    job.skills.length === 0
      ? '0'
      : `(60.0 * (SELECT count(*) FROM jsonb_array_elements_text(t.skills) s(v)
           WHERE ${params.add(toJson(job.skills))}::jsonb ? s.v) / ${job.skills.length})`;
  const words = queryWords(job.title);
  const text =
    advanced && words.length > 0
      ? `(CASE WHEN t.search_vector @@ to_tsquery('english', ${params.add(tsqueryText(words, 'or'))}) THEN 10 ELSE 0 END)`
      : '0';
  return `round(${service} + ${skills} + ${text})::int`;
}

function featureOn(tenant: Tenant, caller: Caller, name: string): boolean {
  return isFeatureEnabled(tenant.features, name, {
    tenantId: tenant.id,
    role: caller.role,
    freelancerRole: caller.freelancerRole,
  });
}

export const jobFreelancers = definePrivateRoute(endpoints.jobFreelancers, {
  summary: "Freelancers matching one of the customer's jobs, with a match score",
  description:
    'matchScore 0-100 (service 30, skills 60, profile text 10 with advancedSearchFl). advancedSearchFl orders by match score then distance (else distance first); hide0MatchFreelancers leaves out freelancers scoring 0. Coordinates default to the job location, then the map centre.',
  body: ZJobFreelancersRequest,
  response: ZJobFreelancersResponse,
  handler: async ({ tenant, db, caller, body }) => {
    const job = await requireMatchableJob(db, tenant.id, caller, body.jobId);
    const advanced = featureOn(tenant, caller, FEATURES.advancedSearchFl);
    const hideZero = featureOn(tenant, caller, FEATURES.hide0MatchFreelancers);
    const jobPoint: LatLng | null =
      job.latitude === null || job.longitude === null
        ? null
        : { lat: job.latitude, lng: job.longitude };
    const params = new SqlParams();
    const where = `${freelancerScope(params, tenant.id, body.serviceIds)}
      AND ${await agencyFilterSql(db, params, tenant.id, body.agencyId)}`;
    const distance = distanceSql(body.coordinates ?? jobPoint ?? DEFAULT_MAP_CENTRE, params);
    const score = matchScoreSql(job, params, advanced);
    const order = advanced
      ? 'match_score DESC, distance_km ASC NULLS LAST'
      : 'distance_km ASC NULLS LAST, match_score DESC';
    const rows = await queryFreelancers(
      db,
      // Ratings are read for the page alone, after it is chosen.
      `SELECT page.*, rating.rating_average, rating.rating_count FROM (
         SELECT *, count(*) OVER () AS total FROM (
           SELECT t.tenant_id, ${FREELANCER_COLUMNS}, ${AGENCY_SQL}, ${distance} AS distance_km,
                  ${score} AS match_score
             FROM users t WHERE ${where}) m
          ${hideZero ? 'WHERE m.match_score > 0' : ''}
          ORDER BY ${order}, m.id ASC
          LIMIT ${params.add(body.limit ?? 20)} OFFSET ${params.add(body.from ?? 0)}) page
        ${ratingJoinSql('page')}
        ORDER BY ${order}, page.id ASC`,
      params,
    );
    const hideRate = hidesRates({ tenant, caller, variant: 'private', ignoreStateFilter: false });
    return {
      freelancers: rows.map((row) => ({
        ...toSearchHit(row, hideRate),
        matchScore: Math.max(
          0,
          Math.min(100, Number((row as { match_score?: number }).match_score ?? 0)),
        ),
      })),
      total: Number(rows[0]?.total ?? 0),
    };
  },
});
