import {
  DEFAULT_MAP_CENTRE,
  FREELANCER_SEARCH_PAGE_SIZE,
  ZFreelancerSearchRequest,
  ZFreelancerSearchResponse,
  endpoints,
} from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { SqlParams } from '../../search-engine';
import { hidesRates } from '../users';
import {
  decodeCursor,
  distanceSql,
  encodeCursor,
  FREELANCER_COLUMNS,
  freelancerScope,
  queryFreelancers,
  toSearchHit,
} from './freelancers';

export const searchFreelancers = definePrivateRoute(endpoints.searchFreelancers, {
  summary: 'Active freelancers nearest to the coordinates first, filtered by services, by cursor',
  description: `Coordinates default to the map centre (${DEFAULT_MAP_CENTRE.lat}, ${DEFAULT_MAP_CENTRE.lng}); freelancers without a location come last. Pages of ${FREELANCER_SEARCH_PAGE_SIZE}; pass nextCursor as startCursor.`,
  body: ZFreelancerSearchRequest,
  response: ZFreelancerSearchResponse,
  handler: async ({ tenant, db, caller, body }) => {
    const offset = decodeCursor(body.startCursor, 'body.startCursor');
    const params = new SqlParams();
    const where = freelancerScope(params, tenant.id, body.serviceIds);
    const distance = distanceSql(body.coordinates ?? DEFAULT_MAP_CENTRE, params);
    const rows = await queryFreelancers(
      db,
      `SELECT ${FREELANCER_COLUMNS}, ${distance} AS distance_km, count(*) OVER () AS total
         FROM users t WHERE ${where}
        ORDER BY distance_km ASC NULLS LAST, t.id ASC
        LIMIT ${params.add(FREELANCER_SEARCH_PAGE_SIZE)} OFFSET ${params.add(offset)}`,
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
