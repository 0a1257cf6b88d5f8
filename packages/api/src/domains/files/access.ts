import { ROLES } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import type { Caller } from '../../http/route';
import { JOB_COLUMNS, jobAccess, type JobRow } from '../jobs';
import { isChannelParty } from '../messaging';
import { isPortfolioFile } from '../portfolio';
import { isMediaOfLiveProduct } from '../products';
import { isCoverImageFile } from '../users';
import { isFontInUse } from './font-files';
import { userRole, type FileRow } from './store';

/**
 * Who may read a file of the caller's own tenant (other tenants never reach here: every lookup
 * is by (tenant, key)):
 * - public uploads: anyone (the public GET serves only these);
 * - the owner;
 * - administrators, except message attachments (private between a channel's parties);
 * - CVs of freelancers: customers too (they hire from them);
 * - data-type files (custom data shown on profiles and jobs): any signed-in user;
 * - a job's attachments: whoever may read that job (docs/jobs.md: the owner, its freelancers,
 *   and anyone of the tenant while it is open for proposals);
 * - message attachments: the two parties of their conversation (docs/messaging.md#attachments);
 * - a milestone's files: the parties of its contract (the job's customer and the milestone's
 *   freelancer), once attached to that milestone (docs/milestones.md) or to one of its disputes
 *   as evidence or in its thread (docs/disputes.md#opening);
 * - message attachments: the channel's parties (docs/messaging.md#attachments);
 * - a live product's images and videos: anyone (docs/products.md#media);
 * - a portfolio item's image or video: anyone (docs/users.md#portfolio);
 * - a profile's cover image: anyone (docs/users.md#cover-image);
 * - a font file of the tenant's published or draft styling: anyone (docs/files.md#fonts).
 */
export async function mayRead(db: Queryable, caller: Caller, file: FileRow): Promise<boolean> {
  if (file.is_public || file.owner_id === caller.userId) return true;
  if (caller.role === ROLES.administrator && file.kind !== 'message') return true;
  if (file.kind === 'data') return true;
  if (file.kind === 'message') {
    return (
      file.scope_id !== null && isChannelParty(db, caller.tenantId, file.scope_id, caller.userId)
    );
  }
  if (file.kind === 'cv' && caller.role === ROLES.customer && file.owner_id !== null) {
    if ((await userRole(db, caller.tenantId, file.owner_id)) === ROLES.freelancer) return true;
  }
  if (file.kind === 'milestone') return attachedToOwnMilestone(db, caller, file);
  // Job attachments, product, portfolio and cover media are uploaded under their own keys (kind other).
  if (file.kind !== 'other') return false;
  return (
    (await attachedToReadableJob(db, caller, file)) ||
    (await isMediaOfLiveProduct(db, caller.tenantId, file.key)) ||
    (await isPortfolioFile(db, caller.tenantId, file.key)) ||
    (await isCoverImageFile(db, caller.tenantId, file.key)) ||
    isFontInUse(db, caller.tenantId, file.key)
  );
}

/** The file is one of its milestone's (or its disputes') files, and the caller a party of that contract. */
async function attachedToOwnMilestone(
  db: Queryable,
  caller: Caller,
  file: FileRow,
): Promise<boolean> {
  if (file.scope_id === null) return false;
  const found = await db.query(
    `SELECT 1 FROM milestones m
       JOIN jobs j ON j.tenant_id = m.tenant_id AND j.id = m.job_id
      WHERE m.tenant_id = $1 AND m.id = $2 AND (j.customer_id = $4 OR m.freelancer_id = $4)
        AND (m.files @> $3::jsonb OR EXISTS (
          SELECT 1 FROM disputes d WHERE d.tenant_id = m.tenant_id AND d.milestone_id = m.id
            AND (d.evidence @> $3::jsonb OR EXISTS (
              SELECT 1 FROM dispute_messages dm WHERE dm.tenant_id = d.tenant_id
                AND dm.dispute_id = d.id AND dm.attachments @> $3::jsonb))))`,
    [caller.tenantId, file.scope_id, JSON.stringify([{ key: file.key }]), caller.userId],
  );
  return found.rows.length > 0;
}

async function attachedToReadableJob(
  db: Queryable,
  caller: Caller,
  file: FileRow,
): Promise<boolean> {
  const jobs = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM jobs WHERE tenant_id = $1 AND attachments @> $2::jsonb`,
    [caller.tenantId, JSON.stringify([{ key: file.key }])],
  );
  for (const job of jobs.rows) {
    if ((await jobAccess(db, caller, job)) !== null) return true;
  }
  return false;
}

/** Deleting: the owner, or an administrator of the same tenant. */
export function mayDelete(caller: Caller, file: FileRow): boolean {
  return file.owner_id === caller.userId || caller.role === ROLES.administrator;
}
