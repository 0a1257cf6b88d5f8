import { ZJobIdParams, ZJobTaxBody, ZJobView, endpoints } from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { updateJobColumns } from './edit-job';
import { assertOpen, requireOwnedJob } from './store';
import { viewJob } from './view';

export const setJobTax = definePrivateRoute(endpoints.setJobTax, {
  summary: "Sets the tax (type and rate in percent) of the owner's job",
  params: ZJobIdParams,
  body: ZJobTaxBody,
  response: ZJobView,
  handler: async ({ tenant, db, caller, params, body }) => {
    if (body.jobId !== undefined && body.jobId !== params.jobId) {
      throw httpErrors.validation([
        { path: 'body.jobId', message: 'Must be the job of the path (or left out)' },
      ]);
    }
    return db.transaction(async (tx) => {
      const job = await requireOwnedJob(tx, tenant.id, params.jobId, caller, { forUpdate: true });
      assertOpen(job, 'change the tax');
      const updated = await updateJobColumns(tx, job, [
        ['tax_type', body.taxType],
        ['tax_rate', body.taxRate],
      ]);
      return viewJob(tx, tenant, caller, updated);
    });
  },
});
