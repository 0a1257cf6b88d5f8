/**
 * Per-index field maps: which public field names a search body may use, what each may do
 * (full-text, equality, range, geo, sort) and the SQL column behind it. Only names listed here
 * reach SQL, and only as these trusted expressions; caller values always travel as parameters.
 * The table alias is always `t`.
 */

/**
 * text: analysed ('english') full-text through a tsvector; prefix/wildcard on the column (pg_trgm).
 * keyword: exact equality. keywords: a JSONB array of keywords (equality on any element).
 * geo: latitude/longitude columns.
 */
export type FieldKind = 'text' | 'keyword' | 'keywords' | 'number' | 'date' | 'boolean' | 'geo';

export interface FieldDef {
  kind: FieldKind;
  /** SQL expression of the value (for geo: unused, see lat/lng). */
  column: string;
  /**
   * text fields: the tsvector holding just this field. When the field is part of the index's
   * stored (GIN-indexed) vector, `inVector` adds that vector as an indexed pre-filter.
   */
  vector?: string;
  inVector?: boolean;
  /**
   * The field's weight label in the stored vector when no other field shares it: word queries
   * then run as `word:A` against the stored vector (one GIN lookup, no per-row re-parsing).
   */
  weight?: 'A' | 'B' | 'C';
  lat?: string;
  lng?: string;
  sortable?: boolean;
  /** Hidden (not searchable, sortable or returned) when the tenant hides freelancer rates. */
  rate?: boolean;
}

export interface IndexFields {
  table: string;
  idColumn: string;
  /** The stored, GIN-indexed tsvector of the table, or null. */
  vector: string | null;
  fields: Readonly<Record<string, FieldDef>>;
  /** Other accepted names for fields (e.g. `status` for `jobStatus`). */
  aliases: Readonly<Record<string, string>>;
  /** multi_match without `fields` and `_all`/`*` searches these; null: the whole stored vector. */
  defaultTextFields: readonly string[];
  /** ORDER BY when neither `sort` nor a scoring clause says otherwise. */
  defaultOrder: string;
}

const text = (column: string, vector: string, inVector: boolean, sortable = false): FieldDef => ({
  kind: 'text',
  column,
  vector,
  inVector,
  sortable,
});
const keyword = (column: string, sortable = true): FieldDef => ({
  kind: 'keyword',
  column,
  sortable,
});
const num = (column: string): FieldDef => ({ kind: 'number', column, sortable: true });
const date = (column: string): FieldDef => ({ kind: 'date', column, sortable: true });
/** A text field holding one weight of the stored vector alone. */
const weighted = (column: string, letter: 'A' | 'B' | 'C', sortable = false): FieldDef => ({
  kind: 'text',
  column,
  vector: `ts_filter(t.search_vector, '{${letter.toLowerCase()}}')`,
  inVector: true,
  weight: letter,
  sortable,
});
const ownVector = (column: string) => `to_tsvector('english', coalesce(${column}, ''))`;

export const JOB_FIELDS: IndexFields = {
  table: 'jobs',
  idColumn: 't.id',
  vector: 't.search_vector',
  fields: {
    jobID: keyword('t.id'),
    jobStatus: keyword('t.status'),
    rootJobId: keyword('t.root_job_id'),
    customerId: keyword('t.customer_id'),
    title: weighted('t.title', 'A', true),
    description: weighted('t.description', 'B'),
    budget: num('t.budget'),
    contractType: num('t.contract_type'),
    cycleDuration: keyword('t.cycle_duration'),
    serviceId: keyword('t.service_id'),
    skills: { kind: 'keywords', column: 't.skills' },
    'location.address': text('t.location_address', ownVector('t.location_address'), false),
    'location.remote': { kind: 'boolean', column: 't.remote' },
    'location.coordinates': { kind: 'geo', column: '', lat: 't.latitude', lng: 't.longitude' },
    createdAt: date('t.created_at'),
    lastModified: date('t.last_modified'),
  },
  aliases: {
    id: 'jobID',
    jobId: 'jobID',
    status: 'jobStatus',
    location: 'location.coordinates',
    coordinates: 'location.coordinates',
    remote: 'location.remote',
    address: 'location.address',
  },
  defaultTextFields: ['title', 'description'],
  defaultOrder: 't.last_modified DESC, t.created_at DESC',
};

export const USER_FIELDS: IndexFields = {
  table: 'users',
  idColumn: 't.id',
  vector: 't.search_vector',
  fields: {
    userId: keyword('t.id'),
    name: text('t.name', ownVector('t.name'), true, true),
    username: keyword('t.username'),
    roles: num('t.role'),
    freelancerRole: num('t.freelancer_role'),
    isCustomerOrganisation: { kind: 'boolean', column: 't.is_customer_organisation' },
    title: text('t.title', ownVector('t.title'), true),
    description: weighted('t.description', 'B'),
    location: weighted('t.location', 'C'),
    coordinates: { kind: 'geo', column: '', lat: 't.latitude', lng: 't.longitude' },
    skills: { kind: 'keywords', column: 't.skills' },
    services: { kind: 'keywords', column: 't.services' },
    hourlyRate: { kind: 'number', column: 't.hourly_rate', sortable: true, rate: true },
    createdAt: date('t.created_at'),
  },
  aliases: { id: 'userId', role: 'roles' },
  defaultTextFields: ['name', 'title', 'description', 'location'],
  defaultOrder: 't.name ASC',
};

export const MILESTONE_FIELDS: IndexFields = {
  table: 'milestones',
  idColumn: 't.id',
  vector: 't.search_vector',
  fields: {
    milestoneId: keyword('t.id'),
    jobId: keyword('t.job_id'),
    proposalId: keyword('t.proposal_id'),
    freelancerId: keyword('t.freelancer_id'),
    title: weighted('t.title', 'A', true),
    description: weighted('t.description', 'B'),
    amount: num('t.amount'),
    dueDate: date('t.due_date'),
    status: num('t.status'),
    recurringId: keyword('t.recurring_id'),
    cycleId: keyword('t.cycle_id'),
    clApprovalStatus: keyword('t.cl_approval_status'),
    createdAt: date('t.created_at'),
    lastModified: date('t.last_modified'),
  },
  aliases: { id: 'milestoneId' },
  defaultTextFields: ['title', 'description'],
  defaultOrder: 't.position ASC, t.created_at ASC',
};

/** Messages (table messages): the permission filter keeps them to the caller's channels. */
export const MESSAGE_FIELDS: IndexFields = {
  table: 'messages',
  idColumn: 't.id',
  vector: 't.search_vector',
  fields: {
    messageId: keyword('t.id'),
    channelId: keyword('t.channel_id'),
    senderId: keyword('t.sender_id'),
    recipientId: keyword('t.recipient_id'),
    message: text('t.message', 't.search_vector', true),
    createdAt: date('t.created_at'),
    readAt: date('t.read_at'),
  },
  aliases: { id: 'messageId' },
  defaultTextFields: ['message'],
  defaultOrder: 't.created_at DESC, t.id DESC',
};
