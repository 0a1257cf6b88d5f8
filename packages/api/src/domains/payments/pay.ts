/** Paying a milestone or cycle, and paying again after a refusal (docs/payments.md#paying). */
import {
  endpoints,
  ZMilestoneIdParams,
  ZPayinRetryBody,
  ZPayMilestoneBody,
  ZPayResponse,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { payIn } from './charges';
import { payInCrypto } from './crypto';

export const payMilestone = definePrivateRoute(endpoints.payMilestone, {
  summary: 'The customer pays a pending milestone, or a cycle of ongoing work (cycleId)',
  description:
    "With the customer's newest way to pay: the milestone becomes payment pending (5) with a charge of its amount, the provider's fee and the job's tax; the provider's outcome makes it paid (2), or pending (1) again with the payment error code. A job that skips pay-ins, or a milestone of nothing, is paid at once. With transactionHash it is paid in crypto instead (docs/payments.md#crypto): after POST .../smartContract, the chain's transfer must come from the payer address, go to the milestone's escrow, be at least the amount and its tax, and have paid nothing else (422 TRANSACTION_REJECTED naming body.transactionHash otherwise); the milestone is then paid (2) at once (403 FORBIDDEN while the smartContract switch is off for the caller). Takes an Idempotency-Key.",
  params: ZMilestoneIdParams,
  body: ZPayMilestoneBody,
  response: ZPayResponse,
  handler: async ({ tenant, db, caller, params, body, payments }) => {
    if (params.milestoneId !== body.milestoneId)
      throw httpErrors.unprocessable('The milestone in the path and the body differ', [
        { path: 'body.milestoneId', message: 'Must be the milestone of the path' },
      ]);
    if (body.transactionHash !== undefined)
      return payInCrypto(db, { payments }, tenant, caller, {
        milestoneId: body.milestoneId,
        jobId: body.jobID,
        cycleId: body.cycleId,
        transactionHash: body.transactionHash,
      });
    return payIn(db, { payments }, tenant, caller, {
      milestoneId: body.milestoneId,
      jobId: body.jobID,
      cycleId: body.cycleId,
      retry: false,
    });
  },
});

export const retryPayin = definePrivateRoute(endpoints.retryPayin, {
  summary: 'Pays again after the provider refused a pay-in, with the newest way to pay',
  description:
    'Only after a refusal (409 INVALID_TRANSITION otherwise). Add another card first when the error code asks for one. Takes an Idempotency-Key.',
  body: ZPayinRetryBody,
  response: ZPayResponse,
  handler: async ({ tenant, db, caller, body, payments }) =>
    payIn(db, { payments }, tenant, caller, {
      milestoneId: body.milestoneId,
      jobId: body.jobId,
      cycleId: body.cycleId,
      retry: true,
    }),
});
