import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  ZAcceptInvitationBody,
  ZAcceptInvitationResponse,
  freelancerPathForJob,
  endpoints,
} from '@mp/contracts';
import { HttpError } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { toInvitation } from './invitations';
import { assertOpen, requireJob, touchJob } from './store';

interface InvitationRow {
  job_id: string;
  freelancer_id: string;
  customer_id: string;
  status: 'SENT' | 'ACCEPTED';
  created_at: Date | string;
  accepted_at: Date | string | null;
}

export const acceptInvitation = definePrivateRoute(endpoints.acceptInvitation, {
  summary: 'The invited freelancer accepts the invitation to a job (ACCEPTED)',
  description:
    'Gives the freelancer a draft proposal (status 0, drafting) on the job when they have none, so the job shows among their proposals and the compose page opens it; the job status does not change (sending the proposal does that). Accepting again changes nothing. No invitation: 404; closed job: 409.',
  body: ZAcceptInvitationBody,
  response: ZAcceptInvitationResponse,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      const job = await requireJob(tx, tenant.id, body.jobID, { forUpdate: true });
      const accepted = await tx.query<InvitationRow>(
        `UPDATE job_invitations SET status = 'ACCEPTED', accepted_at = coalesce(accepted_at, now())
          WHERE tenant_id = $1 AND job_id = $2 AND freelancer_id = $3
          RETURNING job_id, freelancer_id, customer_id, status, created_at, accepted_at`,
        [tenant.id, job.id, caller.userId],
      );
      const invitation = accepted.rows[0];
      if (invitation === undefined) {
        throw new HttpError(
          404,
          API_ERROR_CODES.invitationNotFound,
          'You have no invitation to this job',
        );
      }
      assertOpen(job, 'accept the invitation');
      await tx.query(
        `INSERT INTO proposals (tenant_id, id, job_id, freelancer_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (tenant_id, job_id, freelancer_id) DO NOTHING`,
        [tenant.id, randomUUID(), job.id, caller.userId],
      );
      const proposal = await tx.query<{ id: string }>(
        'SELECT id FROM proposals WHERE tenant_id = $1 AND job_id = $2 AND freelancer_id = $3',
        [tenant.id, job.id, caller.userId],
      );
      await touchJob(tx, tenant.id, job.id);
      return {
        invitation: toInvitation(invitation),
        proposalId: proposal.rows[0]?.id ?? '',
        next: freelancerPathForJob({ jobID: job.id, jobStatus: job.status }),
      };
    }),
});
