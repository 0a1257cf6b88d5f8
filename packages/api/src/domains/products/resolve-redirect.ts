import { ZRedirectParams, ZRedirectTarget, endpoints } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePublicRoute } from '../../http/route';
import { checkTarget, redirectTarget } from './redirect-target';

export const resolveRedirect = definePublicRoute(endpoints.resolveRedirect, {
  summary: 'Checks an outbound link: where it goes and whether to show the leaving-the-site page',
  description:
    "url is the target, URL-encoded as one path segment. Only absolute http(s) URLs with a host (no javascript:, data:, protocol-relative //host, backslashes, credentials or control characters: 400 naming params.url). interstitial is false only for the tenant's own hosts and its redirectAllowedHosts. See docs/products.md#outbound-links.",
  params: ZRedirectParams,
  response: ZRedirectTarget,
  handler: async ({ tenant, params }) => {
    const checked = checkTarget(params.url);
    if (!checked.ok) throw httpErrors.validation([checked.error]);
    return redirectTarget(checked.url, [
      ...tenant.hosts,
      ...(tenant.settings.redirectAllowedHosts ?? []),
    ]);
  },
});
