/** The `milestones` search index (docs/search.md): a job's parties find its milestones. */
import { isoTime, isoTimeOrNull } from '../../db/time';
import { httpErrors } from '../../http/errors';
import {
  amount,
  date,
  keyword,
  num,
  stateFilterRefused,
  weighted,
  type IndexDefinition,
  type IndexFields,
} from '../../search-engine';
import type { MilestoneRow } from './rows';

/** The columns the index reads (payment addresses and positions are not searched). */
type MilestoneSearchRow = Omit<
  MilestoneRow,
  'payee_address' | 'payer_address' | 'transaction_hash' | 'position'
>;

const MILESTONE_FIELDS: IndexFields = {
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
    amount: amount('t.amount'),
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

export const MILESTONES_INDEX: IndexDefinition<MilestoneSearchRow> = {
  name: 'milestones',
  fields: MILESTONE_FIELDS,
  columns: `t.id, t.job_id, t.proposal_id, t.freelancer_id, t.title, t.description, t.amount,
    t.due_date, t.status, t.recurring_id, t.cycle_id, t.files, t.fl_note, t.cl_approval_status,
    t.created_at`,
  sourceFields: MILESTONE_SOURCE_FIELDS,
  permission: (viewer, params) => {
    if (viewer.ignoreStateFilter) throw stateFilterRefused();
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
    dueDate: isoTimeOrNull(row.due_date),
    status: row.status,
    recurringId: row.recurring_id,
    cycleId: row.cycle_id,
    files: row.files,
    flNote: row.fl_note,
    clApprovalStatus: row.cl_approval_status,
    createdAt: isoTime(row.created_at),
  }),
};
