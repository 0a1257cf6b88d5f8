import {
  ZPaymentAccountLinkBody,
  ZPaymentAccountLinkResponse,
  type FieldError,
  endpoints,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { askProvider, ensurePaymentAccount, refOf } from './accounts';
import type { RequestFacts } from '../../http/request-facts';

/** Added to the return URL, so the settings page knows the browser came back from onboarding. */
export const RETURN_MARKER = { name: 'onboarding', value: 'returned' } as const;

function refuseOrigin(message: string): never {
  const field: FieldError = { path: 'headers.origin', message };
  throw httpErrors.unprocessable(
    "The onboarding page can only send you back to this marketplace's own site",
    [field],
  );
}

/**
 * The caller's site: the request's Origin, accepted only when the API's CORS configuration
 * allows it AND its host is one of the tenant's hosts (so a link never returns elsewhere).
 */
export function siteOrigin(facts: RequestFacts, tenant: Tenant): string {
  if (facts.origin === null)
    refuseOrigin('Call from the marketplace site (an Origin header is required)');
  let url: URL;
  try {
    url = new URL(facts.origin);
  } catch {
    return refuseOrigin('Not an origin');
  }
  const wellFormed =
    (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === facts.origin;
  if (!wellFormed) refuseOrigin('Not an http(s) origin');
  if (!facts.originAllowedByCors) refuseOrigin('This origin is not allowed by the API');
  if (!tenant.hosts.includes(url.hostname))
    refuseOrigin('This origin is not a site of this marketplace');
  return url.origin;
}

/** The site's origin + returnPath, marked with onboarding=returned (a #hash is kept). */
export function returnUrlFor(origin: string, returnPath: string): string {
  const url = new URL(returnPath, origin);
  if (url.origin !== origin) {
    throw httpErrors.validation([{ path: 'body.returnPath', message: 'Use a path on this site' }]);
  }
  url.searchParams.set(RETURN_MARKER.name, RETURN_MARKER.value);
  return url.href;
}

export const createPaymentAccountLink = definePrivateRoute(endpoints.createPaymentAccountLink, {
  summary: "A single-use link to the payment provider's hosted onboarding (about 10 minutes)",
  description:
    "Creates the account first when there is none. The provider's page sends the browser back to the calling site's origin + `returnPath` with `onboarding=returned` added; the origin must be allowed by the API's CORS configuration and be one of the tenant's hosts (422 naming headers.origin otherwise).",
  body: ZPaymentAccountLinkBody,
  response: ZPaymentAccountLinkResponse,
  handler: async ({ tenant, db, payments, caller, body, request: facts }) => {
    const returnUrl = returnUrlFor(siteOrigin(facts, tenant), body.returnPath);
    const serviceOrigin = facts.serviceOrigin;
    if (serviceOrigin === null) {
      throw httpErrors.validation([{ path: 'headers.host', message: 'Not a usable host' }]);
    }
    const row = await ensurePaymentAccount(db, payments, tenant.id, caller.userId);
    const link = await askProvider(() =>
      payments.createAccountLink(refOf(row), { returnUrl, serviceOrigin }),
    );
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  },
});
