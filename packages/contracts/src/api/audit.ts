/** The audit trail of administrators' writes (docs/admin.md#audit-trail). */
import { z } from 'zod';
import { ZDisputePerson } from './disputes';

export const AUDIT_PAGE_SIZE_MAX = 100;

/** The actions the audit trail records (docs/admin.md#audit-trail). */
export const AUDIT_ACTIONS = [
  'customer.approve',
  'customer.decline',
  'product.approve',
  'product.disapprove',
  'dispute.resolve',
  'review.hide',
  'profile.updateOnBehalf',
  'tenantConfig.publish',
  'tenantConfig.rollback',
  'tenant.create',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const zAuditDay = z.iso.date().meta({ examples: ['2026-11-26'] });

/**
 * GET /admin/audit ?page (from 1) &pageSize (at most 100, default 50), filtered by &action,
 * &actorId and the days &from / &to (both included, UTC).
 */
export const ZAuditQuery = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(10_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    actorId: z.string().min(1).max(128).optional(),
    from: zAuditDay.optional(),
    to: zAuditDay.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The last day comes before the first',
  });
export type AuditQuery = z.input<typeof ZAuditQuery>;

/**
 * Who acted: a user of the tenant (an administrator), or the platform operator, who is no user
 * (`userId` and `name` empty, no picture; the screen names it). Answers without `kind` are a
 * user's.
 */
export const AUDIT_ACTOR_KINDS = ['user', 'operator'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const ZAuditActor = ZDisputePerson.extend({
  kind: z.enum(AUDIT_ACTOR_KINDS).optional(),
});
export type AuditActor = z.infer<typeof ZAuditActor>;

export const ZAuditEntry = z.object({
  entryId: z.string(),
  actor: ZAuditActor,
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = z.object({ entries: z.array(ZAuditEntry), total: z.number().int() });
export type AuditPage = z.infer<typeof ZAuditPage>;
