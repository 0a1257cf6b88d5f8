import { ZIdentityVerification, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { readIdentityVerification } from './identity-verification';

export const getIdentityVerification = definePrivateRoute(endpoints.getIdentityVerification, {
  summary: "The caller's identity verification: status, refusal reason and timestamps",
  description:
    'Status unverified, pending, verified or refused (with the provider’s reason); `required` says whether the tenant holds the caller back from posting jobs or sending proposals until verified. See docs/payments.md#identity-verification.',
  response: ZIdentityVerification,
  handler: ({ tenant, db, caller }) => readIdentityVerification(db, tenant, caller),
});
