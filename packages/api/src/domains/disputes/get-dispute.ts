import { endpoints, ZDisputeDetail, ZDisputeIdParams } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { messagesOf, requireVisibleDispute } from './store';

export const getDispute = definePrivateRoute(endpoints.getDispute, {
  summary: 'A dispute with its thread (its parties and the tenant’s administrators)',
  description:
    "docs/disputes.md#the-thread. The messages come oldest first. Anyone but the contract's two parties and the tenant's administrators, and every other tenant, gets 404 DISPUTE_NOT_FOUND.",
  params: ZDisputeIdParams,
  response: ZDisputeDetail,
  handler: async ({ db, caller, params }) => {
    const dispute = await requireVisibleDispute(db, caller, params.disputeId);
    return { ...dispute, messages: await messagesOf(db, caller.tenantId, dispute.disputeId) };
  },
});
