import { ZPaymentAccountQuery, ZPaymentAccountResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { isStale, refreshPaymentAccount } from './accounts';
import { findPaymentAccount } from './store';
import { viewAccount } from './view';

export const getPaymentAccount = definePrivateRoute(endpoints.getPaymentAccount, {
  summary: "The freelancer's payment account: status, requirements and onboarding flags",
  description:
    'Answers the cached account (status 0 and empty lists when there is none); `refresh=true`, or a cache older than a minute, asks the payment provider first. See docs/payments.md.',
  query: ZPaymentAccountQuery,
  response: ZPaymentAccountResponse,
  handler: async ({ tenant, db, payments, caller, query }) => {
    const row = await findPaymentAccount(db, tenant.id, caller.userId);
    if (row === null) return viewAccount(null);
    if (query.refresh !== 'true' && !isStale(row)) return viewAccount(row);
    return viewAccount(await refreshPaymentAccount(db, payments, row));
  },
});
