/**
 * Who may be in which call (docs/video.md#who-may-join): video calls must be on for everyone in
 * it; a conversation's call is its two parties; a contract's call is the job's customer and the
 * freelancers hired on it (or whose meeting was accepted); anyone else is invited by name and
 * must share a conversation with whoever invites them. Always within one tenant.
 */
import {
  API_ERROR_CODES,
  CALL_MAX_PARTICIPANTS,
  FEATURES,
  ROLES,
  evaluateFeature,
  type FreelancerRole,
  type Role,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { HttpError, httpErrors } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';
import { findJob } from '../jobs';
import { channelPartiesFor, conversationPartners } from '../messaging';
import { USER_STATUS_DEACTIVATED } from '../users';
import type { RoomContext } from './store';

interface CallUser {
  role: Role;
  freelancerRole: FreelancerRole | null;
}

function videoCallsOn(tenant: Tenant, user: CallUser): boolean {
  return evaluateFeature(tenant.features, FEATURES.videoChat, {
    tenantId: tenant.id,
    role: user.role,
    freelancerRole: user.freelancerRole,
  }).enabled;
}

/** 403 FORBIDDEN unless the tenant's videoChat switch is on for the caller. */
export function requireVideoCalls(tenant: Tenant, caller: Caller): void {
  if (!videoCallsOn(tenant, caller)) {
    throw httpErrors.forbidden('Video calls are not enabled for your account on this marketplace');
  }
}

const isCallRole = (role: number): boolean => role === ROLES.customer || role === ROLES.freelancer;

interface InviteeRow {
  id: string;
  role: Role;
  freelancer_role: FreelancerRole | null;
  status: number;
}

/**
 * Checks people the caller invites: active customers or freelancers of the tenant (404
 * USER_NOT_FOUND otherwise, naming `field`), with video calls on (422), sharing a conversation
 * with the caller (422).
 */
export async function requireInvitable(
  db: Queryable,
  tenant: Tenant,
  caller: Caller,
  userIds: readonly string[],
  field: string,
): Promise<void> {
  if (userIds.includes(caller.userId)) {
    throw httpErrors.unprocessable('You are in the call already', [
      { path: field, message: 'Name someone else' },
    ]);
  }
  const found = await db.query<InviteeRow>(
    'SELECT id, role, freelancer_role, status FROM users WHERE tenant_id = $1 AND id = ANY($2::text[])',
    [tenant.id, [...userIds]],
  );
  const rows = new Map(found.rows.map((row) => [row.id, row]));
  for (const userId of userIds) {
    const row = rows.get(userId);
    if (row === undefined || row.status === USER_STATUS_DEACTIVATED || !isCallRole(row.role)) {
      throw new HttpError(404, API_ERROR_CODES.userNotFound, 'No such user in this tenant', [
        { path: field, message: 'No such customer or freelancer in this marketplace' },
      ]);
    }
    if (!videoCallsOn(tenant, { role: row.role, freelancerRole: row.freelancer_role })) {
      throw httpErrors.unprocessable('Video calls are not enabled for that person', [
        { path: field, message: 'Video calls are off for this person' },
      ]);
    }
  }
  const partners = await conversationPartners(db, tenant.id, caller.userId, userIds);
  if (userIds.some((userId) => !partners.has(userId))) {
    throw httpErrors.unprocessable('You can call only people you have a conversation with', [
      { path: field, message: 'Start a conversation with this person first' },
    ]);
  }
}

export interface TopicParties extends RoomContext {
  topic: string;
  participantIds: string[];
}

/** The freelancers hired on a job, or whose meeting about it the customer accepted. */
async function jobFreelancers(db: Queryable, tenantId: string, jobId: string): Promise<string[]> {
  const result = await db.query<{ freelancer_id: string }>(
    `SELECT freelancer_id FROM proposals
      WHERE tenant_id = $1 AND job_id = $2
        AND (accepted_at IS NOT NULL OR meeting_accepted_at IS NOT NULL)
      ORDER BY coalesce(accepted_at, meeting_accepted_at), freelancer_id`,
    [tenantId, jobId],
  );
  return result.rows.map((row) => row.freelancer_id);
}

async function channelParties(
  db: Queryable,
  tenantId: string,
  caller: Caller,
  channelId: string,
): Promise<TopicParties> {
  const channel = await channelPartiesFor(db, tenantId, channelId, caller.userId);
  if (channel === null) {
    throw new HttpError(404, API_ERROR_CODES.channelNotFound, 'No such conversation', [
      { path: 'body.roomTopic', message: 'No conversation you are a party to has this id' },
    ]);
  }
  return {
    topic: `channel:${channelId}`,
    jobId: channel.jobId,
    channelId,
    participantIds: [channel.customerId, channel.freelancerId],
  };
}

async function contractParties(
  db: Queryable,
  tenantId: string,
  caller: Caller,
  jobId: string,
): Promise<TopicParties> {
  const job = await findJob(db, tenantId, jobId);
  const freelancers = job === null ? [] : await jobFreelancers(db, tenantId, jobId);
  const participantIds = job === null ? [] : [job.customer_id, ...freelancers];
  if (!participantIds.includes(caller.userId)) {
    throw new HttpError(404, API_ERROR_CODES.jobNotFound, 'No such job', [
      { path: 'body.roomTopic', message: 'No job of yours, or hired on, has this id' },
    ]);
  }
  if (participantIds.length < 2) {
    throw httpErrors.unprocessable('Nobody is hired on this job yet', [
      { path: 'body.roomTopic', message: 'Hire a freelancer (or accept a meeting) first' },
    ]);
  }
  return { topic: `job:${jobId}`, jobId, channelId: null, participantIds };
}

/** The people of a topic's call; the caller is always one of them. */
export async function topicParties(
  db: Queryable,
  tenant: Tenant,
  caller: Caller,
  topic: { kind: 'channel' | 'job'; id: string },
): Promise<TopicParties> {
  const parties =
    topic.kind === 'channel'
      ? await channelParties(db, tenant.id, caller, topic.id)
      : await contractParties(db, tenant.id, caller, topic.id);
  if (parties.participantIds.length > CALL_MAX_PARTICIPANTS) {
    throw httpErrors.unprocessable(`A call has at most ${CALL_MAX_PARTICIPANTS} people`, [
      {
        path: 'body.roomTopic',
        message: 'Too many people for one call: call them from a conversation',
      },
    ]);
  }
  const others = parties.participantIds.filter((id) => id !== caller.userId);
  await requireCallsOnFor(db, tenant, others, 'body.roomTopic');
  return parties;
}

/** 422 naming `field` when video calls are off for one of these users. */
async function requireCallsOnFor(
  db: Queryable,
  tenant: Tenant,
  userIds: readonly string[],
  field: string,
): Promise<void> {
  const found = await db.query<InviteeRow>(
    'SELECT id, role, freelancer_role, status FROM users WHERE tenant_id = $1 AND id = ANY($2::text[])',
    [tenant.id, [...userIds]],
  );
  const off = found.rows.some(
    (row) => !videoCallsOn(tenant, { role: row.role, freelancerRole: row.freelancer_role }),
  );
  if (off) {
    throw httpErrors.unprocessable('Video calls are not enabled for someone in this call', [
      { path: field, message: 'Video calls are off for someone you would call' },
    ]);
  }
}
