/**
 * The searchable indexes: each one's table and field map, the permission filter that is
 * always added (never removable by the body), the fields a caller may not use, and how a row
 * becomes the public `_source` document.
 */
import {
  API_ERROR_CODES,
  CLOSED_JOB_STATUSES,
  FEATURES,
  isFeatureEnabled,
  JOB_STATUS,
  ROLES,
  USER_STATUS,
  type SearchIndex,
} from '@mp/contracts';
import { jobColumns, toJob, type JobRow } from '../domains/jobs/rows';
import type { Tenant } from '../tenancy';
import { toPublicProfile, type UserRow } from '../domains/users/store';
import { HttpError, httpErrors } from '../http/errors';
import type { Caller } from '../http/route';
import {
  JOB_FIELDS,
  MESSAGE_FIELDS,
  MILESTONE_FIELDS,
  USER_FIELDS,
  type IndexFields,
} from './fields';
import type { SqlParams } from './sql';

/** Jobs a freelancer (and anyone on the public variant) may find: not closed, not contracted. */
export const OPEN_JOB_STATUSES = [
  JOB_STATUS.freshJob,
  JOB_STATUS.inDiscussion,
  JOB_STATUS.meetingJob,
] as const;

const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
/** Code constants (never caller values), inlined so the planner can use status indexes. */
const OPEN_SQL = `t.status IN (${sqlList(OPEN_JOB_STATUSES)})`;
const NOT_CLOSED_SQL = `t.status NOT IN (${sqlList(CLOSED_JOB_STATUSES)})`;

export interface Viewer {
  tenant: Tenant;
  /** null: anonymous. */
  caller: Caller | null;
  /** 'public': /apis/v2/es (public fields, open jobs and freelancers only, whoever calls). */
  variant: 'private' | 'public';
  ignoreStateFilter: boolean;
  /** ?countUnread=1: the message index then counts only messages to the caller not yet read. */
  countUnread?: boolean;
}

export interface Permission {
  sql: string;
  /**
   * When set, the rows visible are the union of these disjoint conditions: each is searched as
   * its own branch (UNION ALL), so a branch such as "open jobs" can use the partial indexes
   * over open jobs. `sql` is then their OR (for readers of the plan).
   */
  branches?: string[];
  described: string[];
}

export interface IndexDefinition {
  name: SearchIndex;
  fields: IndexFields;
  /** Selected columns (alias t); the row feeds toSource. */
  columns: string;
  /** Top-level `_source` keys; `include` may choose among these only. */
  sourceFields: readonly string[];
  permission(viewer: Viewer, params: SqlParams): Permission;
  hidden(viewer: Viewer): ReadonlyMap<string, string>;
  toSource(row: Record<string, unknown>, viewer: Viewer): Record<string, unknown>;
}

const refuseStateFilter = () =>
  httpErrors.forbidden(
    'ignoreStateFilter is allowed for administrators and for customers on their own jobs',
  );

function jobPermission(viewer: Viewer, params: SqlParams): Permission {
  const { caller } = viewer;
  if (viewer.variant === 'public' || caller === null) {
    if (viewer.ignoreStateFilter) throw refuseStateFilter();
    return { sql: OPEN_SQL, described: ['open jobs only (public)'] };
  }
  const stateSql = viewer.ignoreStateFilter ? 'TRUE' : NOT_CLOSED_SQL;
  const stateText = viewer.ignoreStateFilter ? 'closed jobs included' : 'closed jobs hidden';
  if (caller.role === ROLES.administrator)
    return { sql: stateSql, described: ['every job of the tenant (administrator)', stateText] };
  const me = params.add(caller.userId);
  if (caller.role === ROLES.customer) {
    return {
      sql: `t.customer_id = ${me} AND ${stateSql}`,
      described: ["the customer's own jobs", stateText],
    };
  }
  if (viewer.ignoreStateFilter) throw refuseStateFilter();
  // Not closed and not open is CONTRACT: those only when the freelancer proposed or was invited.
  const involved = `t.status = '${JOB_STATUS.contract}' AND (
      EXISTS (SELECT 1 FROM proposals p WHERE p.tenant_id = t.tenant_id AND p.job_id = t.id AND p.freelancer_id = ${me})
      OR EXISTS (SELECT 1 FROM job_invitations i WHERE i.tenant_id = t.tenant_id AND i.job_id = t.id AND i.freelancer_id = ${me}))`;
  return {
    sql: `(${OPEN_SQL} OR (${involved}))`,
    branches: [OPEN_SQL, involved],
    described: ['open jobs, and jobs in contract the freelancer proposed on or was invited to'],
  };
}

const JOB_SOURCE_FIELDS = [
  'jobID',
  'jobStatus',
  'rootJobId',
  'lastModified',
  'createdAt',
  'customerId',
  'title',
  'description',
  'budget',
  'contractType',
  'cycleDuration',
  'serviceId',
  'skills',
  'location',
  'attachments',
  'tax',
  'skipPayments',
  'found',
  'closedAt',
] as const;

export const JOBS_INDEX: IndexDefinition = {
  name: 'jobs',
  fields: JOB_FIELDS,
  columns: jobColumns('t'),
  sourceFields: JOB_SOURCE_FIELDS,
  permission: jobPermission,
  hidden: () => new Map(),
  toSource: (row) => {
    const { freelancers: _none, ...job } = toJob(row as unknown as JobRow);
    return job;
  },
};

/** Whether the tenant's hideFreelancerRate switch hides rates from this viewer. */
export function hidesRates(viewer: Viewer): boolean {
  return isFeatureEnabled(viewer.tenant.features, FEATURES.hideFreelancerRate, {
    tenantId: viewer.tenant.id,
    role: viewer.caller?.role ?? null,
    freelancerRole: viewer.caller?.freelancerRole ?? null,
  });
}

const USER_SOURCE_FIELDS = [
  'userId',
  'name',
  'username',
  'roles',
  'profilePicture',
  'coverImageProfile',
  'freelancerRole',
  'isCustomerOrganisation',
  'title',
  'description',
  'skills',
  'services',
  'hourlyRate',
  'location',
  'coordinates',
  'references',
] as const;

/** Only what a public profile shows is ever read: e-mail, credits and account state are not. */
export const USER_PUBLIC_COLUMNS = `t.id, t.name, t.username, t.role, t.profile_picture,
  t.cover_image_profile, t.freelancer_role, t.is_customer_organisation, t.title, t.description,
  t.skills, t.services, t.hourly_rate, t.location, t.latitude, t.longitude, t."references"`;

export const USERS_INDEX: IndexDefinition = {
  name: 'users',
  fields: USER_FIELDS,
  columns: USER_PUBLIC_COLUMNS,
  sourceFields: USER_SOURCE_FIELDS,
  permission: (viewer) => {
    if (viewer.ignoreStateFilter) throw refuseStateFilter();
    const active = `t.status = ${USER_STATUS.active}`;
    if (viewer.variant === 'public' || viewer.caller === null)
      return {
        sql: `${active} AND t.role = ${ROLES.freelancer}`,
        described: ['active freelancers only (public)', 'public profile fields only'],
      };
    if (viewer.caller.role === ROLES.administrator)
      return { sql: active, described: ['active users', 'public profile fields only'] };
    return {
      sql: `${active} AND t.role IN (${ROLES.freelancer}, ${ROLES.customer})`,
      described: ['active freelancers and customers', 'public profile fields only'],
    };
  },
  hidden: (viewer) =>
    hidesRates(viewer)
      ? new Map([['hourlyRate', 'hourlyRate is hidden in this marketplace (hideFreelancerRate)']])
      : new Map(),
  toSource: (row, viewer) => {
    const user = row as unknown as UserRow;
    const own = viewer.caller !== null && viewer.caller.userId === user.id;
    return toPublicProfile(user, { hideRate: !own && hidesRates(viewer) });
  },
};

const MILESTONE_SOURCE_FIELDS = [
  'milestoneId',
  'jobId',
  'proposalId',
  'freelancerId',
  'title',
  'description',
  'amount',
  'dueDate',
  'status',
  'recurringId',
  'cycleId',
  'files',
  'flNote',
  'clApprovalStatus',
  'createdAt',
] as const;

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

export const MILESTONES_INDEX: IndexDefinition = {
  name: 'milestones',
  fields: MILESTONE_FIELDS,
  columns: `t.id, t.job_id, t.proposal_id, t.freelancer_id, t.title, t.description, t.amount,
    t.due_date, t.status, t.recurring_id, t.cycle_id, t.files, t.fl_note, t.cl_approval_status,
    t.created_at`,
  sourceFields: MILESTONE_SOURCE_FIELDS,
  permission: (viewer, params) => {
    if (viewer.ignoreStateFilter) throw refuseStateFilter();
    if (viewer.variant === 'public' || viewer.caller === null)
      throw httpErrors.forbidden('Milestones are searchable by the parties of a job only: sign in');
    const me = params.add(viewer.caller.userId);
    return {
      sql: `(t.freelancer_id = ${me} OR EXISTS (SELECT 1 FROM jobs j
        WHERE j.tenant_id = t.tenant_id AND j.id = t.job_id AND j.customer_id = ${me}))`,
      described: ["milestones of the caller's jobs (customer) or the caller's own (freelancer)"],
    };
  },
  hidden: () => new Map(),
  toSource: (row) => ({
    milestoneId: row.id,
    jobId: row.job_id,
    proposalId: row.proposal_id,
    freelancerId: row.freelancer_id,
    title: row.title,
    description: row.description,
    amount: row.amount,
    dueDate: iso(row.due_date),
    status: row.status,
    recurringId: row.recurring_id,
    cycleId: row.cycle_id,
    files: row.files,
    flNote: row.fl_note,
    clApprovalStatus: row.cl_approval_status,
    createdAt: iso(row.created_at),
  }),
};

const MESSAGE_SOURCE_FIELDS = [
  'messageId',
  'channelId',
  'senderId',
  'recipientId',
  'message',
  'attachments',
  'createdAt',
  'readAt',
] as const;

/**
 * A message has two parties, its sender and its recipient (the channel's customer and
 * freelancer), so "messages of channels the caller is a party to" is exactly the union of the
 * two disjoint branches below; nobody else (administrators included) sees any.
 */
function messagePermission(viewer: Viewer, params: SqlParams): Permission {
  if (viewer.ignoreStateFilter) throw refuseStateFilter();
  if (viewer.variant === 'public' || viewer.caller === null)
    throw httpErrors.forbidden('Messages are searchable by their parties only: sign in');
  const me = params.add(viewer.caller.userId);
  if (viewer.countUnread === true)
    return {
      sql: `t.recipient_id = ${me} AND t.read_at IS NULL`,
      described: ['messages to the caller not yet read (countUnread)'],
    };
  const sent = `t.sender_id = ${me}`;
  const received = `t.recipient_id = ${me}`;
  return {
    sql: `(${sent} OR ${received})`,
    branches: [sent, received],
    described: ["messages of the caller's own conversations"],
  };
}

export const MESSAGES_INDEX: IndexDefinition = {
  name: 'message',
  fields: MESSAGE_FIELDS,
  columns: `t.id, t.channel_id, t.sender_id, t.recipient_id, t.message, t.attachments,
    t.created_at, t.read_at`,
  sourceFields: MESSAGE_SOURCE_FIELDS,
  permission: messagePermission,
  hidden: () => new Map(),
  toSource: (row) => ({
    messageId: row.id,
    channelId: row.channel_id,
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    message: row.message,
    attachments: row.attachments,
    createdAt: iso(row.created_at),
    readAt: iso(row.read_at),
  }),
};

const INDEXES: Partial<Record<SearchIndex, IndexDefinition>> = {
  jobs: JOBS_INDEX,
  users: USERS_INDEX,
  milestones: MILESTONES_INDEX,
  message: MESSAGES_INDEX,
};

/**
 * The index definition, or 404 (as Elasticsearch answers a missing index) for indexes whose
 * tables arrive with later work (products with the catalogue): they
 * plug in by adding a definition here.
 */
export function indexDefinition(name: SearchIndex): IndexDefinition {
  const found = INDEXES[name];
  if (found === undefined) {
    throw new HttpError(
      404,
      API_ERROR_CODES.indexNotFound,
      `index "${name}" is not available yet`,
      [{ path: 'body.index', message: 'No such index on this deployment yet' }],
    );
  }
  return found;
}
