import { ZJobView, ZUpdateJobServiceBody, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { updateJobColumns } from './edit-job';
import { assertNoFieldErrors, checkService } from './input';
import { assertOpen, requireOwnedJob } from './store';
import { viewJob } from './view';

export const updateJobService = definePrivateRoute(endpoints.updateJobService, {
  summary: "Changes the service of the owner's job (null clears it); a closed job answers 409",
  body: ZUpdateJobServiceBody,
  response: ZJobView,
  handler: async ({ tenant, db, caller, body }) =>
    db.transaction(async (tx) => {
      const job = await requireOwnedJob(tx, tenant.id, body.jobID, caller, { forUpdate: true });
      assertOpen(job, 'change the service');
      assertNoFieldErrors(await checkService(tx, tenant.id, body.serviceId, 'body.serviceId'));
      const updated = await updateJobColumns(tx, job, [['service_id', body.serviceId]]);
      return viewJob(tx, tenant, caller, updated);
    }),
});
