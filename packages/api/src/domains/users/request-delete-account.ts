import { JOB_STATUS, USER_STATUS, ZDeleteAccountResponse, endpoints } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';

/** Titles of the jobs under contract the user is a party to (docs/users.md#deleting-an-account). */
async function openContractTitles(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<string[]> {
  const { rows } = await db.query<{ title: string }>(
    `SELECT j.title FROM jobs j
      WHERE j.tenant_id = $1 AND j.status = $3
        AND (j.customer_id = $2 OR EXISTS (
          SELECT 1 FROM proposals p
           WHERE p.tenant_id = j.tenant_id AND p.job_id = j.id
             AND p.freelancer_id = $2 AND p.accepted_at IS NOT NULL))
      ORDER BY j.title`,
    [tenantId, userId, JOB_STATUS.contract],
  );
  return rows.map((row) => row.title);
}

export const requestDeleteAccount = definePrivateRoute(endpoints.requestDeleteAccount, {
  summary: "Deactivates the caller's account (status 1); later calls with it are refused",
  description:
    'Refused (409 naming the jobs) while the caller is a party to an open contract, a job in CONTRACT status: it has to be ended or closed first (docs/users.md#deleting-an-account). Every sign-in session of the account ends at once: its calls answer 403 USER_DEACTIVATED, its open live sockets close and new ones are refused, and the identity service ends its sessions (docs/security.md#sign-out-and-revocation).',
  response: ZDeleteAccountResponse,
  handler: async ({ tenant, db, caller, sessions }) => {
    const open = await openContractTitles(db, tenant.id, caller.userId);
    if (open.length > 0) {
      throw httpErrors.conflict(
        `End or close your open contracts before deleting your account: ${open.join(', ')}`,
      );
    }
    await db.query(
      'UPDATE users SET status = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2',
      [tenant.id, caller.userId, USER_STATUS.deactivated],
    );
    await sessions.endAll(tenant.id, caller.userId);
    return { userId: caller.userId, status: USER_STATUS.deactivated };
  },
});
