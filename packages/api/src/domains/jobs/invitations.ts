/** Invitations of freelancers to jobs (job_invitations), shared by the private and public calls. */
import { ROLES, type JobInvitation } from '@mp/contracts';
import type { SecretsConfig } from '../../config';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { requireVisibleUser } from '../users';
import { NOTIFICATION_KIND, createNotification } from '../notifications';
import type { JobRow } from './rows';
import { SIGNATURE_PURPOSES, signLink } from './signatures';
import { assertOpen } from './store';
import { isoTime } from '../../db/time';

interface InvitationRow {
  job_id: string;
  freelancer_id: string;
  customer_id: string;
  status: 'SENT' | 'ACCEPTED';
  created_at: Date | string;
  accepted_at: Date | string | null;
}

const INVITATION_COLUMNS = 'job_id, freelancer_id, customer_id, status, created_at, accepted_at';

export function toInvitation(row: InvitationRow): JobInvitation {
  return {
    jobId: row.job_id,
    freelancerId: row.freelancer_id,
    customerId: row.customer_id,
    status: row.status,
    createdAt: isoTime(row.created_at),
    acceptedAt: row.accepted_at === null ? null : isoTime(row.accepted_at),
  };
}

export async function findInvitation(
  db: Queryable,
  tenantId: string,
  jobId: string,
  freelancerId: string,
): Promise<InvitationRow | null> {
  const result = await db.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS} FROM job_invitations
      WHERE tenant_id = $1 AND job_id = $2 AND freelancer_id = $3`,
    [tenantId, jobId, freelancerId],
  );
  return result.rows[0] ?? null;
}

/** The in-app page of a signed public apply (mf-proposals makes POST /public/jobs/{jobId}/proposals). */
export function applyPath(jobId: string, userId: string, signature: string): string {
  const query = new URLSearchParams({ jobId, userId, signature });
  return `/freelancer/proposal?${query.toString()}`;
}

/** The in-app page of a signed public invite (it makes POST /public/jobs/customer_send_invitation). */
export function invitePath(
  jobId: string,
  freelancerId: string,
  customerId: string,
  signature: string,
): string {
  const query = new URLSearchParams({
    jobID: jobId,
    freelancerID: freelancerId,
    customerID: customerId,
    signature,
  });
  return `/customer/invite?${query.toString()}`;
}

/**
 * Invites an active freelancer of the tenant to the open job. Idempotent: a second invitation
 * writes nothing (created false). A new one notifies the freelancer with a signed apply link.
 */
export async function inviteFreelancer(
  tx: Queryable,
  secrets: SecretsConfig,
  job: JobRow,
  freelancerId: string,
  field: string,
): Promise<{ invitation: JobInvitation; created: boolean; notificationId: string | null }> {
  assertOpen(job, 'invite freelancers');
  const freelancer = await requireVisibleUser(tx, job.tenant_id, freelancerId).catch(() => {
    throw httpErrors.unprocessable('No such freelancer in this marketplace', [
      { path: field, message: 'Not a freelancer of this tenant' },
    ]);
  });
  if (freelancer.role !== ROLES.freelancer) {
    throw httpErrors.unprocessable('Only freelancers can be invited to a job', [
      { path: field, message: 'Not a freelancer' },
    ]);
  }
  const inserted = await tx.query<InvitationRow>(
    `INSERT INTO job_invitations (tenant_id, job_id, freelancer_id, customer_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, job_id, freelancer_id) DO NOTHING
     RETURNING ${INVITATION_COLUMNS}`,
    [job.tenant_id, job.id, freelancer.id, job.customer_id],
  );
  const row = inserted.rows[0];
  if (row === undefined) {
    const existing = await findInvitation(tx, job.tenant_id, job.id, freelancer.id);
    if (existing === null) throw new Error('invitation vanished');
    return { invitation: toInvitation(existing), created: false, notificationId: null };
  }
  const apply = await signLink(tx, secrets, job.tenant_id, SIGNATURE_PURPOSES.apply, [
    job.id,
    freelancer.id,
  ]);
  const notificationId = await createNotification(tx, {
    tenantId: job.tenant_id,
    recipientId: freelancer.id,
    kind: NOTIFICATION_KIND.jobInvitation,
    createdBy: job.customer_id,
    payload: {
      jobId: job.id,
      jobTitle: job.title,
      customerId: job.customer_id,
      applyLink: {
        signature: apply.signature,
        expiresAt: apply.expiresAt,
        path: applyPath(job.id, freelancer.id, apply.signature),
      },
    },
  });
  await tx.query('UPDATE jobs SET last_modified = now() WHERE tenant_id = $1 AND id = $2', [
    job.tenant_id,
    job.id,
  ]);
  return { invitation: toInvitation(row), created: true, notificationId };
}
