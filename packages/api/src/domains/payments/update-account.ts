import { ZPaymentAccountResponse, ZUpdatePaymentAccountBody, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { askProvider, ensurePaymentAccount, refOf } from './accounts';
import { saveSnapshot } from './store';
import { viewAccount } from './view';

export const updatePaymentAccount = definePrivateRoute(endpoints.updatePaymentAccount, {
  summary: "Creates the freelancer's payment account when missing; sets the statement descriptor",
  description:
    'A new account starts at status 1 (identity details due, completed on the hosted onboarding page). `updateStatementDescriptor`, when given, is what payouts show on bank statements (5-22 characters, one letter or more).',
  body: ZUpdatePaymentAccountBody,
  response: ZPaymentAccountResponse,
  handler: async ({ tenant, db, payments, caller, body }) => {
    const row = await ensurePaymentAccount(db, payments, tenant.id, caller.userId);
    const descriptor = body.updateStatementDescriptor;
    if (descriptor === undefined || descriptor === row.statement_descriptor)
      return viewAccount(row);
    const account = await askProvider(() =>
      payments.updateStatementDescriptor(refOf(row), descriptor),
    );
    return viewAccount(await saveSnapshot(db, row, account));
  },
});
