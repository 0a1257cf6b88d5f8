/**
 * The customer's ways to pay (docs/payments.md#paying): becoming a payer at the provider, adding
 * a card or bank debit on the provider's hosted page (or a test source directly), and the list.
 */
import {
  endpoints,
  ROLES,
  ZCustomerAccountBody,
  type Role,
  ZCustomerAccountResponse,
  ZPaymentMethodsResponse,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { askProvider } from './accounts';
import { returnUrlFor, siteOrigin } from './create-link';
import { tenantCurrency } from './currency';
import {
  availableMethods,
  ensurePaymentCustomer,
  paymentMethodsOf,
  toMethodViews,
} from './customers';

/** Where the provider's page sends the browser back to when the call names no place. */
function defaultReturnPath(role: Role): string {
  return `/${role === ROLES.freelancer ? 'freelancer' : 'customer'}/setting#payment-methods`;
}

export const createCustomerPaymentAccount = definePrivateRoute(
  endpoints.createCustomerPaymentAccount,
  {
    summary:
      "Makes the caller a payer at the provider; adds a way to pay (paymentSource), or answers a link to the provider's page that adds one",
    description:
      "Customers pay milestones with it; customers and freelancers pay plans and credits with it. `currency` must be the marketplace's. Without paymentSource the answer's setupLink sends the browser to the provider's page (cards; ACH and BACS bank debits where the tenant's achTransfer / bacsMethodPayment switches are on), which returns to `returnPath` (default /customer/setting#payment-methods, or /freelancer/... for a freelancer) on the calling site with `onboarding=returned`. paymentSource: a source the provider knows (the sandbox's test values, docs/payments.md#test-values-of-payments); a refused one is 422 naming body.paymentSource.",
    body: ZCustomerAccountBody,
    response: ZCustomerAccountResponse,
    handler: async ({ tenant, db, payments, caller, body, request: facts }) => {
      const currency = tenantCurrency(tenant);
      if (body.currency !== currency)
        throw httpErrors.unprocessable(`This marketplace charges in ${currency}`, [
          { path: 'body.currency', message: `This marketplace charges in ${currency}` },
        ]);
      const ref = await ensurePaymentCustomer(db, payments, tenant.id, caller.userId, currency);
      if (body.paymentSource !== undefined) {
        const source = body.paymentSource;
        await askProvider(() => payments.attachPaymentSource(ref, source));
        const methods = await paymentMethodsOf(db, payments, tenant.id, caller.userId);
        return { paymentMethods: toMethodViews(methods), setupLink: null };
      }
      const returnPath = body.returnPath ?? defaultReturnPath(caller.role);
      const returnUrl = returnUrlFor(siteOrigin(facts, tenant), returnPath);
      const serviceOrigin = facts.serviceOrigin;
      if (serviceOrigin === null)
        throw httpErrors.validation([{ path: 'headers.host', message: 'Not a usable host' }]);
      const link = await askProvider(() =>
        payments.createSetupLink(ref, {
          returnUrl,
          serviceOrigin,
          methods: availableMethods(tenant),
        }),
      );
      const methods = await paymentMethodsOf(db, payments, tenant.id, caller.userId);
      return {
        paymentMethods: toMethodViews(methods),
        setupLink: { url: link.url, expiresAt: link.expiresAt.toISOString() },
      };
    },
  },
);

export const listPaymentMethods = definePrivateRoute(endpoints.listPaymentMethods, {
  summary: "The caller's ways to pay (the newest is the default) and the kinds they may add",
  response: ZPaymentMethodsResponse,
  handler: async ({ tenant, db, payments, caller }) => ({
    paymentMethods: toMethodViews(await paymentMethodsOf(db, payments, tenant.id, caller.userId)),
    available: availableMethods(tenant),
  }),
});
