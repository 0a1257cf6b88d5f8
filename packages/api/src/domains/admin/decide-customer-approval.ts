import { ZAdminCustomer, ZCustomerApprovalBody, ZCustomerIdParams, endpoints } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { NOTIFICATION_KIND, createNotification, deliverNotifications } from '../notifications';
import {
  CUSTOMER_COLUMNS,
  approvalStatusOf,
  requireCustomer,
  toAdminCustomer,
  type CustomerRow,
} from './customers';

export const decideCustomerApproval = definePrivateRoute(endpoints.decideCustomerApproval, {
  summary: 'Approves (approved: true) or declines (approved: false) a customer of the tenant',
  description:
    "Administrators only. Sets isApproved, keeps who decided, when and the reason, and tells the customer with a CUSTOMER_APPROVAL notification (GET /notifications). 404 for anyone who is not one of the tenant's active customers; 409 when the customer is already approved (or declined).",
  params: ZCustomerIdParams,
  body: ZCustomerApprovalBody,
  response: ZAdminCustomer,
  handler: async (ctx) => {
    const { tenant, db, caller, params, body, audit } = ctx;
    const { customer, notificationId } = await db.transaction(async (tx) => {
      const current = await requireCustomer(tx, tenant.id, params.userId, { forUpdate: true });
      const target = body.approved ? 'approved' : 'declined';
      if (approvalStatusOf(current) === target) {
        throw httpErrors.conflict(`The customer is already ${target}`);
      }
      const reason = body.reason === undefined || body.reason === '' ? null : body.reason;
      const updated = await tx.query<CustomerRow>(
        `UPDATE users SET is_approved = $3, approval_decided_at = now(), approval_decided_by = $4,
                approval_reason = $5, updated_at = now()
          WHERE tenant_id = $1 AND id = $2
          RETURNING ${CUSTOMER_COLUMNS}`,
        [tenant.id, current.id, body.approved, caller.userId, reason],
      );
      const after = toAdminCustomer(updated.rows[0]!);
      await audit.record(tx, {
        tenantId: tenant.id,
        actorId: caller.userId,
        action: body.approved ? 'customer.approve' : 'customer.decline',
        targetType: 'customer',
        targetId: current.id,
        before: toAdminCustomer(current),
        after,
      });
      const id = await createNotification(tx, {
        tenantId: tenant.id,
        recipientId: current.id,
        kind: NOTIFICATION_KIND.customerApproval,
        createdBy: caller.userId,
        payload: { approved: body.approved, reason },
      });
      return { customer: after, notificationId: id };
    });
    await deliverNotifications(ctx, tenant, [notificationId]);
    return customer;
  },
});
