/**
 * Administrator routes (docs/admin.md: administrators approve new customers): the queue of
 * customers waiting for approval, and the administrator's decision on one of them. A customer
 * also reads their own decision, so a declined customer is told so. docs/admin.md.
 */
import { z } from 'zod';
import { JOB_AUTO_FETCH_PAGE_SIZE } from '../constants';
import { zId } from '../tenant/primitives';

/** pending: not approved and not decided; approved: isApproved; declined: an admin said no. */
export const CUSTOMER_APPROVAL_STATUSES = ['pending', 'approved', 'declined'] as const;
export const ZCustomerApprovalStatus = z.enum(CUSTOMER_APPROVAL_STATUSES);
export type CustomerApprovalStatus = z.infer<typeof ZCustomerApprovalStatus>;

/** The longest reason an administrator may give for a decision. */
export const APPROVAL_REASON_MAX_LENGTH = 500;

/** GET /admin/customers ?status (default pending) &from (lastEvaluatedKey) &limit (max 50). */
export const ZListCustomersQuery = z.strictObject({
  status: z.enum([...CUSTOMER_APPROVAL_STATUSES, 'all']).optional(),
  /** The lastEvaluatedKey of the previous page. */
  from: z.string().min(1).max(400).optional(),
  limit: z.coerce.number().int().min(1).max(JOB_AUTO_FETCH_PAGE_SIZE).optional(),
});
export type ListCustomersQuery = z.infer<typeof ZListCustomersQuery>;

/** A customer as the administrator's approval queue shows them. */
export const ZAdminCustomer = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  isCustomerOrganisation: z.boolean(),
  /** When the customer registered (ISO 8601). */
  createdAt: z.string(),
  isApproved: z.boolean(),
  approvalStatus: ZCustomerApprovalStatus,
  /** The last decision: when, by which administrator, and the reason given (if any). */
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof ZAdminCustomer>;

/** A page of customers, newest registered first; lastEvaluatedKey is absent on the last page. */
export const ZAdminCustomersPage = z.object({
  customers: z.array(ZAdminCustomer),
  lastEvaluatedKey: z.string().optional(),
});
export type AdminCustomersPage = z.infer<typeof ZAdminCustomersPage>;

export const ZCustomerIdParams = z.strictObject({ userId: zId });

/** POST /admin/customers/{userId}/approval {approved, reason?}. */
export const ZCustomerApprovalBody = z.strictObject({
  approved: z.boolean(),
  /** Why; shown to a declined customer. Blank counts as none. */
  reason: z.string().trim().max(APPROVAL_REASON_MAX_LENGTH).optional(),
});
export type CustomerApprovalBody = z.infer<typeof ZCustomerApprovalBody>;

/** GET /users/me/approval: the signed-in customer's own approval state. */
export const ZOwnApproval = z.object({
  isApproved: z.boolean(),
  approvalStatus: ZCustomerApprovalStatus,
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type OwnApproval = z.infer<typeof ZOwnApproval>;

/** The notification kind a customer receives when an administrator decides (GET /notifications). */
export const CUSTOMER_APPROVAL_NOTIFICATION = 'CUSTOMER_APPROVAL';
