import { ZExternalAccountBody, ZPaymentAccountResponse, endpoints } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { askProvider, refOf } from './accounts';
import { releaseWaitingPayouts } from './payouts';
import { findPaymentAccount, saveSnapshot } from './store';
import { viewAccount } from './view';

export const setExternalAccount = definePrivateRoute(endpoints.setPaymentExternalAccount, {
  summary: "Sets the bank account that receives the freelancer's payouts",
  description:
    'Needs a payment account (409 otherwise). Only the holder, country, currency, last four digits and bank name are kept. A bank account the provider declines answers 422 BANK_ACCOUNT_DECLINED naming body.accountNumber and changes nothing. Once the account can be paid, payouts waiting for it are sent.',
  body: ZExternalAccountBody,
  response: ZPaymentAccountResponse,
  handler: async ({ tenant, db, payments, caller, body }) => {
    const row = await findPaymentAccount(db, tenant.id, caller.userId);
    if (row === null) {
      throw httpErrors.conflict(
        'Set up your payment account first (POST /payment/account), then add the bank account',
      );
    }
    const account = await askProvider(() => payments.setExternalAccount(refOf(row), body));
    const saved = await saveSnapshot(db, row, account);
    // The bank account is often the last thing missing: payouts that waited for it go now.
    await releaseWaitingPayouts(db, { payments }, tenant.id, caller.userId);
    return viewAccount(saved);
  },
});
