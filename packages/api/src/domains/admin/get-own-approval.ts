import { ZOwnApproval, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { requireCustomer, toOwnApproval } from './customers';

export const getOwnApproval = definePrivateRoute(endpoints.getOwnApproval, {
  summary: "The signed-in customer's approval: pending, approved or declined, with the reason",
  description:
    'Customers only; the pending-approval screen tells a declined customer so, with the reason an administrator gave.',
  response: ZOwnApproval,
  handler: async ({ tenant, db, caller }) =>
    toOwnApproval(await requireCustomer(db, tenant.id, caller.userId)),
});
