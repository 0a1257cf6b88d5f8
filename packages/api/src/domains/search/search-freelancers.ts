import {
  DEFAULT_MAP_CENTRE,
  FREELANCER_SEARCH_PAGE_SIZE,
  ZFreelancerSearchRequest,
  ZFreelancerSearchResponse,
  endpoints,
  type FreelancerSearchSort,
} from '@mp/contracts';
import { ratingJoinSql } from '../reviews';
import { definePrivateRoute } from '../../http/route';
import { SqlParams } from '../../search-engine';
import { hidesRates } from '../users';
import {
  AGENCY_SQL,
  agencyFilterSql,
  decodeCursor,
  distanceSql,
  encodeCursor,
  FREELANCER_COLUMNS,
  freelancerScope,
  queryFreelancers,
  toSearchHit,
} from './freelancers';

/** Best rated: highest average, then most reviews, then nearest (docs/reviews.md#averages). */
const ORDERS: Record<FreelancerSearchSort, string> = {
  nearest: 'distance_km ASC NULLS LAST',
  bestRated:
    'rating.rating_average DESC NULLS LAST, rating.rating_count DESC, distance_km ASC NULLS LAST',
};

export const searchFreelancers = definePrivateRoute(endpoints.searchFreelancers, {
  summary:
    'Active freelancers nearest to the coordinates first (or best rated first), filtered by services, by cursor',
  description: `Coordinates default to the map centre (${DEFAULT_MAP_CENTRE.lat}, ${DEFAULT_MAP_CENTRE.lng}); freelancers without a location come last. Pages of ${FREELANCER_SEARCH_PAGE_SIZE}; pass nextCursor as startCursor.`,
  body: ZFreelancerSearchRequest,
  response: ZFreelancerSearchResponse,
  handler: async ({ tenant, db, caller, body }) => {
    const offset = decodeCursor(body.startCursor, 'body.startCursor');
    const params = new SqlParams();
    const where = `${freelancerScope(params, tenant.id, body.serviceIds)}
      AND ${await agencyFilterSql(db, params, tenant.id, body.agencyId)}`;
    const distance = distanceSql(body.coordinates ?? DEFAULT_MAP_CENTRE, params);
    const order = ORDERS[body.sort ?? 'nearest'];
    // Ratings are read for the page alone, unless the page is chosen by them.
    const rankByRating = body.sort === 'bestRated' ? ratingJoinSql('t') : '';
    const rows = await queryFreelancers(
      db,
      `SELECT page.*, rating.rating_average, rating.rating_count FROM (
         SELECT t.tenant_id, ${FREELANCER_COLUMNS}, ${AGENCY_SQL}, ${distance} AS distance_km,
                count(*) OVER () AS total
           FROM users t ${rankByRating} WHERE ${where}
          ORDER BY ${order}, t.id ASC
          LIMIT ${params.add(FREELANCER_SEARCH_PAGE_SIZE)} OFFSET ${params.add(offset)}) page
        ${ratingJoinSql('page')}
        ORDER BY ${order}, page.id ASC`,
      params,
    );
    const hideRate = hidesRates({ tenant, caller, variant: 'private', ignoreStateFilter: false });
    const total = Number(rows[0]?.total ?? 0);
    const next = offset + rows.length;
    return {
      freelancers: rows.map((row) => toSearchHit(row, hideRate)),
      nextCursor: rows.length > 0 && next < total ? encodeCursor(next) : null,
      total,
    };
  },
});
