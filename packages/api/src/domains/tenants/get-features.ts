import { ZFeaturesResponse, endpoints } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';

export const getFeatures = definePublicRoute(endpoints.getFeatures, {
  summary: "The tenant's raw feature switches by name",
  description:
    'Clients evaluate each switch for the signed-in user with evaluateFeature from @mp/contracts.',
  response: ZFeaturesResponse,
  handler: async ({ tenant }) => tenant.features,
});
