/** What a payment costs (docs/payments.md#fees): quotes for a milestone or cycle, and for a rate. */
import {
  endpoints,
  ROLES,
  ZCalculateBody,
  ZCalculateRateBody,
  ZChargeQuote,
  ZProviderParams,
  ZRateQuote,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { jobNotFound, requireJob } from '../jobs';
import { findCycle, requireMilestone } from '../milestones';
import { findUser } from '../users';
import { tenantCurrency } from './currency';
import { feeOn, quote } from './fees';

export const calculateMilestonePayment = definePrivateRoute(endpoints.calculateMilestonePayment, {
  summary:
    'What the customer pays for a milestone (or cycle), or for an amount on one of their jobs',
  description:
    "`provider` names the payment provider (this deployment's, e.g. `sandbox`; 422 otherwise). The quote: the amount, the provider's fee (1.9 % + 0.20), the job's tax and the total, in minor units of the tenant's currency.",
  params: ZProviderParams,
  body: ZCalculateBody,
  response: ZChargeQuote,
  handler: async ({ tenant, db, caller, params, body, payments }) => {
    if (params.provider !== payments.kind)
      throw httpErrors.unprocessable(`This marketplace pays through ${payments.kind}`, [
        { path: 'params.provider', message: `This marketplace pays through ${payments.kind}` },
      ]);
    const currency = tenantCurrency(tenant);
    if (body.milestoneId !== undefined) {
      const { milestone, job } = await requireMilestone(db, tenant.id, caller, body.milestoneId);
      let amount = Number(milestone.amount);
      if (body.cycleId !== undefined) {
        const cycle = await findCycle(db, tenant.id, body.cycleId);
        if (cycle === null || cycle.milestone_id !== milestone.id)
          throw httpErrors.unprocessable('Not a cycle of this milestone', [
            { path: 'body.cycleId', message: 'Not a cycle of this milestone' },
          ]);
        amount = Number(cycle.amount);
      }
      return quote(
        amount,
        currency,
        job.tax_type === null
          ? null
          : {
              taxType: job.tax_type,
              taxRate: Number(job.tax_rate ?? 0),
            },
      );
    }
    if (body.amount === undefined)
      throw httpErrors.unprocessable('Give a milestoneId or an amount', [
        { path: 'body.amount', message: 'Give a milestoneId or an amount' },
      ]);
    const amount = body.amount;
    if (body.jobId === undefined) return quote(amount, currency, null);
    const job = await requireJob(db, tenant.id, body.jobId);
    if (job.customer_id !== caller.userId && caller.role === ROLES.customer) throw jobNotFound();
    return quote(
      amount,
      currency,
      job.tax_type === null
        ? null
        : {
            taxType: job.tax_type,
            taxRate: Number(job.tax_rate ?? 0),
          },
    );
  },
});

export const calculateRate = definePrivateRoute(endpoints.calculateRate, {
  summary: "A freelancer's rate (or any value) as a customer pays it: the value plus the fee",
  description: "The freelancer receives the value; the customer pays the provider's fee on top.",
  body: ZCalculateRateBody,
  response: ZRateQuote,
  handler: async ({ tenant, db, body }) => {
    const freelancer = await findUser(db, tenant.id, body.freelancerId);
    if (freelancer === null || freelancer.role !== ROLES.freelancer)
      throw httpErrors.userNotFound();
    const currency = tenantCurrency(tenant);
    const fee = feeOn(body.value, currency);
    return {
      value: body.value,
      fee,
      total: body.value + fee,
      freelancerReceives: body.value,
      currency,
    };
  },
});
