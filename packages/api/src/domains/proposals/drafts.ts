/** Saving a freelancer's draft and rejecting a sent proposal: the writes behind several routes. */
import { randomUUID } from 'node:crypto';
import { PROPOSAL_STATUS, rejectedProposalPatch, type ProposalDraftFields } from '@mp/contracts';
import { toJson, type Queryable, type SqlParam } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { PROPOSAL_COLUMNS, type JobRow, type ProposalRow } from '../jobs';
import type { Tenant } from '../../tenancy';
import { findProposalOf } from './rows';
import { assertJobTakesProposals, assertTenantDataTypes, normaliseTasks } from './store';

/** 409 unless the proposal is still a draft (0-3) the freelancer may change. */
export function assertEditableDraft(proposal: ProposalRow): void {
  if (proposal.status === PROPOSAL_STATUS.rejected) {
    throw httpErrors.conflict('The proposal was rejected: it can no longer be edited');
  }
  if (proposal.status === PROPOSAL_STATUS.created) {
    throw httpErrors.conflict('The proposal was already sent: a sent proposal cannot be edited');
  }
}

type DraftChanges = Omit<ProposalDraftFields, 'offerSentAt'>;

function draftAssignments(changes: DraftChanges): [string, SqlParam][] {
  const list: [string, SqlParam][] = [];
  if (changes.description !== undefined) list.push(['description', changes.description]);
  if (changes.tasks !== undefined) {
    list.push(['tasks', toJson(normaliseTasks(changes.tasks))]);
  }
  if (changes.status !== undefined) list.push(['status', changes.status]);
  if (changes.consentedDataTypeIds !== undefined) {
    list.push(['consented_data_type_ids', toJson([...new Set(changes.consentedDataTypeIds)])]);
  }
  return list;
}

const JSON_COLUMNS = new Set(['tasks', 'consented_data_type_ids']);

async function updateDraft(
  tx: Queryable,
  proposal: ProposalRow,
  changes: DraftChanges,
): Promise<ProposalRow> {
  const list = draftAssignments(changes);
  const sets = list.map(
    ([column], index) => `${column} = $${index + 3}${JSON_COLUMNS.has(column) ? '::jsonb' : ''}`,
  );
  const result = await tx.query<ProposalRow>(
    `UPDATE proposals SET ${[...sets, 'last_modified = now()'].join(', ')}
      WHERE tenant_id = $1 AND id = $2 RETURNING ${PROPOSAL_COLUMNS}`,
    [proposal.tenant_id, proposal.id, ...list.map(([, value]) => value)],
  );
  return result.rows[0] as ProposalRow;
}

async function insertDraft(
  tx: Queryable,
  job: JobRow,
  freelancerId: string,
  changes: DraftChanges,
): Promise<ProposalRow> {
  const result = await tx.query<ProposalRow>(
    `INSERT INTO proposals (tenant_id, id, job_id, freelancer_id, description, tasks, status,
       consented_data_type_ids)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb) RETURNING ${PROPOSAL_COLUMNS}`,
    [
      job.tenant_id,
      randomUUID(),
      job.id,
      freelancerId,
      changes.description ?? '',
      toJson(normaliseTasks(changes.tasks ?? [])),
      changes.status ?? PROPOSAL_STATUS.drafting,
      toJson([...new Set(changes.consentedDataTypeIds ?? [])]),
    ],
  );
  return result.rows[0] as ProposalRow;
}

/** Creates the freelancer's draft on the job, or updates it while it is still a draft. */
export async function saveDraft(
  tx: Queryable,
  tenant: Tenant,
  job: JobRow,
  freelancerId: string,
  fields: ProposalDraftFields,
  fieldPrefix: string,
): Promise<ProposalRow> {
  assertJobTakesProposals(job);
  const { offerSentAt: _ignored, ...changes } = fields;
  if (changes.consentedDataTypeIds !== undefined) {
    assertTenantDataTypes(
      tenant,
      changes.consentedDataTypeIds,
      `${fieldPrefix}.consentedDataTypeIds`,
    );
  }
  const existing = await findProposalOf(tx, tenant.id, job.id, freelancerId);
  if (existing === null) return insertDraft(tx, job, freelancerId, changes);
  assertEditableDraft(existing);
  return updateDraft(tx, existing, changes);
}

/**
 * Applies the rejection patch (description 'Rejected', status 5, tasks []) and removes the
 * proposal's milestones that were only proposed.
 */
export async function rejectProposal(
  tx: Queryable,
  proposal: ProposalRow,
  options: { fromContract: boolean },
): Promise<{ proposal: ProposalRow; removedMilestonesIds: string[] }> {
  if (proposal.status === PROPOSAL_STATUS.rejected) {
    throw httpErrors.conflict('The proposal is already rejected');
  }
  if (proposal.accepted_at !== null && !options.fromContract) {
    throw httpErrors.conflict(
      'The proposal is accepted (in contract): decline it with POST /jobs/team/decline and fromContract',
    );
  }
  const patch = rejectedProposalPatch();
  const removed = await tx.query<{ id: string }>(
    `DELETE FROM milestones WHERE tenant_id = $1 AND proposal_id = $2 AND status IN (0, 1)
      RETURNING id`,
    [proposal.tenant_id, proposal.id],
  );
  const result = await tx.query<ProposalRow>(
    `UPDATE proposals SET description = $3, status = $4, tasks = $5::jsonb, is_short_listed = false,
       accepted_at = NULL, last_modified = now()
      WHERE tenant_id = $1 AND id = $2 RETURNING ${PROPOSAL_COLUMNS}`,
    [proposal.tenant_id, proposal.id, patch.description, patch.status, toJson(patch.tasks)],
  );
  return {
    proposal: result.rows[0] as ProposalRow,
    removedMilestonesIds: removed.rows.map((row) => row.id).sort(),
  };
}
