import { JOB_STATUS, ZEndJobBody, ZJobIdParamAlias, ZJobView, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { assertMilestonesAllowClosing, requireOwnedJob, transitionJob } from './store';
import { viewJob } from './view';

export const endJob = definePrivateRoute(endpoints.endJob, {
  summary: 'Ends a job in contract (ENDED); any other status answers 409',
  description:
    'The owner or an administrator. Like closing, needs every milestone proposed, pending or signed off.',
  params: ZJobIdParamAlias,
  body: ZEndJobBody,
  response: ZJobView,
  handler: async ({ tenant, db, caller, params, body }) =>
    db.transaction(async (tx) => {
      await requireOwnedJob(tx, tenant.id, params.id, caller, {
        forUpdate: true,
        allowAdmin: true,
      });
      const ended = await transitionJob(
        tx,
        tenant.id,
        params.id,
        [JOB_STATUS.contract],
        JOB_STATUS.ended,
        {
          found: body?.found ?? true,
        },
      );
      await assertMilestonesAllowClosing(tx, tenant.id, params.id);
      return viewJob(tx, tenant, caller, ended);
    }),
});
