import {
  HOMEPAGE_FREELANCERS_PER_SERVICE,
  ZHomepageFreelancersRequest,
  ZHomepageFreelancersResponse,
  type HomepageFreelancersResponse,
  endpoints,
} from '@mp/contracts';
import { definePublicRoute } from '../../http/route';
import { SqlParams } from '../../search-engine';
import { ratingJoinSql, toRatingSummary } from '../reviews';
import { hidesRates, toPublicProfile } from '../users';
import { FREELANCER_COLUMNS, freelancerScope, type FreelancerRow } from './freelancers';

const MAX_SERVICES = 20;

/** Fuller profiles first: picture, title, description, skills and references each count. */
const COMPLETENESS = `((t.profile_picture IS NOT NULL)::int + (t.title <> '')::int
  + (t.description <> '')::int + (jsonb_array_length(t.skills) > 0)::int
  + (jsonb_array_length(t."references") > 0)::int)`;

export const homepageFreelancers = definePublicRoute(endpoints.homepageFreelancersByService, {
  summary: 'Top freelancers per service for the home page (public)',
  description: `Up to ${HOMEPAGE_FREELANCERS_PER_SERVICE} active freelancers per service, fullest profiles first (picture, title, description, skills, references), then longest-standing. Without serviceId/serviceIds: the tenant's first ${MAX_SERVICES} services in catalogue order. Unknown service ids are left out.`,
  body: ZHomepageFreelancersRequest,
  response: ZHomepageFreelancersResponse,
  handler: async ({ tenant, db, body }) => {
    const wanted = [
      ...(body.serviceId === undefined ? [] : [body.serviceId]),
      ...(body.serviceIds ?? []),
    ];
    const serviceParams = new SqlParams();
    const tenantParam = serviceParams.add(tenant.id);
    const serviceFilter =
      wanted.length > 0 ? `AND s.id = ANY(${serviceParams.add(wanted)}::text[])` : '';
    const services = await db.query<{ id: string; name: string }>(
      `SELECT s.id, s.name FROM services s WHERE s.tenant_id = ${tenantParam} ${serviceFilter}
        ORDER BY s.position, s.id LIMIT ${MAX_SERVICES}`,
      serviceParams.values,
    );
    if (services.rows.length === 0) return { services: [] };
    const params = new SqlParams();
    const scope = freelancerScope(params, tenant.id, undefined);
    const ids = params.add(services.rows.map((s) => s.id));
    // The rating is joined after ranking, so it is computed for the few shown, not every match.
    const rows = await db.query<FreelancerRow & { service_id: string }>(
      `SELECT ranked.*, rating.rating_average, rating.rating_count FROM (
         SELECT s.service_id, t.tenant_id, ${FREELANCER_COLUMNS},
                row_number() OVER (PARTITION BY s.service_id
                  ORDER BY ${COMPLETENESS} DESC, t.created_at ASC, t.id ASC) AS rn
           FROM unnest(${ids}::text[]) AS s(service_id)
           JOIN users t ON t.services ? s.service_id
          WHERE ${scope}) ranked
        ${ratingJoinSql('ranked')}
        WHERE ranked.rn <= ${HOMEPAGE_FREELANCERS_PER_SERVICE}
        ORDER BY ranked.service_id, ranked.rn`,
      params.values,
    );
    const hideRate = hidesRates({
      tenant,
      caller: null,
      variant: 'public',
      ignoreStateFilter: false,
    });
    const result: HomepageFreelancersResponse = {
      services: services.rows.map((service) => ({
        serviceId: service.id,
        name: service.name,
        freelancers: rows.rows
          .filter((row) => row.service_id === service.id)
          .map((row) => ({
            ...toPublicProfile(row, { hideRate }),
            rating: toRatingSummary(row),
          })),
      })),
    };
    return result;
  },
});
