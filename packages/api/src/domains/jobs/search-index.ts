/** The `jobs` search index (docs/search.md): fields, who finds which jobs, the `_source`. */
import { CLOSED_JOB_STATUSES, JOB_STATUS, ROLES } from '@mp/contracts';
import {
  amount,
  date,
  keyword,
  num,
  ownVector,
  stateFilterRefused,
  text,
  weighted,
  type IndexDefinition,
  type IndexFields,
  type Permission,
  type SqlParams,
  type Viewer,
} from '../../search-engine';
import { jobColumns, toJob, type JobRow } from './rows';

/** Jobs a freelancer (and anyone on the public variant) may find: not closed, not contracted. */
const OPEN_JOB_STATUSES = [
  JOB_STATUS.freshJob,
  JOB_STATUS.inDiscussion,
  JOB_STATUS.meetingJob,
] as const;

const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
/** Code constants (never caller values), inlined so the planner can use status indexes. */
const OPEN_SQL = `t.status IN (${sqlList(OPEN_JOB_STATUSES)})`;
const NOT_CLOSED_SQL = `t.status NOT IN (${sqlList(CLOSED_JOB_STATUSES)})`;

const JOB_FIELDS: IndexFields = {
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
    budget: amount('t.budget'),
    contractType: num('t.contract_type'),
    cycleDuration: keyword('t.cycle_duration'),
    serviceId: keyword('t.service_id'),
    skills: { kind: 'keywords', column: 't.skills' },
    'location.address': text('t.location_address', ownVector('t.location_address'), false),
    'location.remote': { kind: 'boolean', column: 't.remote' },
    'location.coordinates': { kind: 'geo', column: '', lat: 't.latitude', lng: 't.longitude' },
    createdAt: date('t.created_at', true),
    lastModified: date('t.last_modified', true),
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

function jobPermission(viewer: Viewer, params: SqlParams): Permission {
  const { caller } = viewer;
  if (viewer.variant === 'public' || caller === null) {
    if (viewer.ignoreStateFilter) throw stateFilterRefused();
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
  if (viewer.ignoreStateFilter) throw stateFilterRefused();
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

export const JOBS_INDEX: IndexDefinition<JobRow> = {
  name: 'jobs',
  fields: JOB_FIELDS,
  columns: jobColumns('t'),
  sourceFields: JOB_SOURCE_FIELDS,
  permission: jobPermission,
  hidden: () => new Map(),
  toSource: (row) => {
    const { freelancers: _none, ...job } = toJob(row);
    return job;
  },
};
