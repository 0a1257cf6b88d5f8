import {
  API_ERROR_CODES,
  ZContentPageParams,
  ZContentPageResponse,
  endpoints,
} from '@mp/contracts';
import { HttpError } from '../../http/errors';
import { definePublicRoute } from '../../http/route';

export const getContentPage = definePublicRoute(endpoints.getContentPage, {
  summary: "One of the tenant's content pages (terms, privacy, about...) with its texts",
  description:
    'Public, tenant header only. The page at /{slug} with its title, description and Markdown body in every language it has; a slug the tenant has no page for is 404 PAGE_NOT_FOUND naming params.slug. See docs/content-pages.md.',
  params: ZContentPageParams,
  response: ZContentPageResponse,
  handler: async ({ tenant, params }) => {
    const page = tenant.settings.contentPages?.find((candidate) => candidate.slug === params.slug);
    if (!page) {
      throw new HttpError(404, API_ERROR_CODES.pageNotFound, 'No such page', [
        { path: 'params.slug', message: 'No such page' },
      ]);
    }
    return page;
  },
});
