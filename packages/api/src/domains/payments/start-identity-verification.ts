import {
  API_ERROR_CODES,
  ZIdentityVerification,
  ZStartIdentityVerificationBody,
  endpoints,
} from '@mp/contracts';
import { HttpError } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import {
  claimIdentitySession,
  offersVerification,
  readIdentityVerification,
  setIdentitySession,
} from './identity-verification';

export const startIdentityVerification = definePrivateRoute(endpoints.startIdentityVerification, {
  summary: 'Starts an identity verification session with the payment provider',
  description:
    'Sends the name and document number to the provider and answers the verification, now pending; the provider’s outcome arrives by its webhook. 409 while verified or already pending; 403 FEATURE_DISABLED unless the tenant offers verification to the caller. The sandbox’s test document numbers are in docs/payments.md#identity-verification.',
  body: ZStartIdentityVerificationBody,
  response: ZIdentityVerification,
  handler: async ({ tenant, db, payments, caller, body }) => {
    if (!offersVerification(tenant, caller))
      throw new HttpError(
        403,
        API_ERROR_CODES.featureDisabled,
        'Identity verification is not offered on this marketplace',
      );
    const undoClaim = await claimIdentitySession(db, tenant.id, caller.userId);
    let sessionId: string;
    try {
      const session = await payments.createIdentitySession({
        tenantId: tenant.id,
        reference: caller.userId,
        fullName: body.fullName,
        documentNumber: body.documentNumber,
      });
      sessionId = session.id;
    } catch (error) {
      await undoClaim();
      throw error;
    }
    await setIdentitySession(db, tenant.id, caller.userId, sessionId);
    return readIdentityVerification(db, tenant, caller);
  },
});
