/**
 * What the milestones domain asks of each party on their dashboard (docs/dashboard.md): the
 * moves of docs/milestones.md that wait for them, and the freelancer's payouts.
 */
import type { DashboardItem, DashboardItemKind } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import {
  pathWith,
  personColumns,
  PENDING_ITEMS_LIMIT,
  toDashboardItem,
  type PendingItemRow,
} from '../../db/pending-item-rows';

/** A payout stays on the dashboard this long after it was paid out. */
const PAID_PAYOUT_SHOWN_DAYS = 14;

/** A milestone still proposed counts only inside a contract (its freelancer's proposal accepted). */
const IN_CONTRACT = `EXISTS (SELECT 1 FROM proposals p WHERE p.tenant_id = m.tenant_id
  AND p.job_id = m.job_id AND p.freelancer_id = m.freelancer_id AND p.accepted_at IS NOT NULL)`;
const NOT_REJECTED = `m.cl_approval_status IS DISTINCT FROM 'REJECTED'`;

/** Each waiting move: its item kind and the condition on milestone `m`. */
const CUSTOMER_MOVES: ReadonlyArray<[DashboardItemKind, string]> = [
  [
    'milestoneToApprove',
    `m.status = 0 AND m.proposed_by = 'freelancer' AND ${NOT_REJECTED} AND ${IN_CONTRACT}`,
  ],
  ['milestoneToPay', 'm.status = 1'],
  ['milestoneToSignOff', 'm.status = 3'],
];
const FREELANCER_MOVES: ReadonlyArray<[DashboardItemKind, string]> = [
  [
    'milestoneToConsent',
    `m.status = 0 AND m.proposed_by = 'customer' AND ${NOT_REJECTED} AND ${IN_CONTRACT}`,
  ],
  ['milestoneToDeliver', 'm.status = 2'],
];

function caseOf(moves: ReadonlyArray<[DashboardItemKind, string]>): string {
  return `CASE ${moves.map(([kind, condition]) => `WHEN ${condition} THEN '${kind}'`).join(' ')} END`;
}

type KindRow = PendingItemRow & { kind: DashboardItemKind };

async function waitingMoves(
  db: Queryable,
  tenantId: string,
  party: { column: 'j.customer_id' | 'm.freelancer_id'; userId: string; other: string },
  moves: ReadonlyArray<[DashboardItemKind, string]>,
): Promise<KindRow[]> {
  const result = await db.query<KindRow>(
    `SELECT * FROM (
       SELECT m.id, m.last_modified AS at, m.title, j.id AS job_id, j.title AS job_title,
              ${personColumns('o')}, m.amount, NULL::int AS count, NULL::text AS status,
              ${caseOf(moves)} AS kind
         FROM milestones m
         JOIN jobs j ON j.tenant_id = m.tenant_id AND j.id = m.job_id
         JOIN users o ON o.tenant_id = m.tenant_id AND o.id = ${party.other}
        WHERE m.tenant_id = $1 AND ${party.column} = $2) waiting
      WHERE kind IS NOT NULL
      ORDER BY at DESC, id LIMIT ${PENDING_ITEMS_LIMIT}`,
    [tenantId, party.userId],
  );
  return result.rows;
}

/** Milestones of the customer's contracts waiting for the customer: approve, pay, sign off. */
export async function milestonesAwaitingCustomer(
  db: Queryable,
  tenantId: string,
  customerId: string,
): Promise<DashboardItem[]> {
  const rows = await waitingMoves(
    db,
    tenantId,
    { column: 'j.customer_id', userId: customerId, other: 'm.freelancer_id' },
    CUSTOMER_MOVES,
  );
  return rows.map((row) =>
    toDashboardItem(
      row.kind,
      row,
      `${pathWith('/customer/contract/', row.job_id ?? '')}?mode=overview`,
    ),
  );
}

/** Milestones of the freelancer's contracts waiting for them: consent, deliver. */
export async function milestonesAwaitingFreelancer(
  db: Queryable,
  tenantId: string,
  freelancerId: string,
): Promise<DashboardItem[]> {
  const rows = await waitingMoves(
    db,
    tenantId,
    { column: 'm.freelancer_id', userId: freelancerId, other: 'j.customer_id' },
    FREELANCER_MOVES,
  );
  return rows.map((row) =>
    toDashboardItem(row.kind, row, pathWith('/freelancer/manage/', row.job_id ?? '')),
  );
}

/**
 * The freelancer's payouts of signed-off milestones: waiting for a payout account, in transit or
 * failed, and those paid out in the last PAID_PAYOUT_SHOWN_DAYS days.
 */
export async function payoutsOf(
  db: Queryable,
  tenantId: string,
  freelancerId: string,
): Promise<DashboardItem[]> {
  const result = await db.query<PendingItemRow>(
    `SELECT m.id, coalesce(m.payout_updated_at, m.last_modified) AS at, m.title,
            j.id AS job_id, j.title AS job_title, ${personColumns('c')},
            coalesce(m.payout_amount, m.amount) AS amount, NULL::int AS count,
            m.payout_status AS status
       FROM milestones m
       JOIN jobs j ON j.tenant_id = m.tenant_id AND j.id = m.job_id
       JOIN users c ON c.tenant_id = j.tenant_id AND c.id = j.customer_id
      WHERE m.tenant_id = $1 AND m.freelancer_id = $2 AND m.status = 4
        AND (m.payout_status IN ('waiting_for_account', 'pending', 'failed')
             OR (m.payout_status = 'paid'
                 AND m.payout_updated_at > now() - interval '${PAID_PAYOUT_SHOWN_DAYS} days'))
      ORDER BY at DESC, m.id LIMIT ${PENDING_ITEMS_LIMIT}`,
    [tenantId, freelancerId],
  );
  return result.rows.map((row) =>
    toDashboardItem(
      'payout',
      row,
      row.status === 'waiting_for_account'
        ? '/freelancer/setting#payment-account'
        : pathWith('/freelancer/manage/', row.job_id ?? ''),
    ),
  );
}
