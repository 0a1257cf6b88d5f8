/**
 * Helpers of the money specs: a contract started and a milestone paid through the API, called
 * the way the front end calls it (signed in with the identity service, then SigV4-signed), for
 * what no screen does yet (paying; the screens that pay come with their own specs).
 */
import { expect } from '@playwright/test';
import {
  acceptContract,
  createCustomerPaymentAccount,
  listInvoices,
  listMilestones,
  payMilestone,
  postJob,
  sendProposal,
  updateProposal,
} from '../packages/contracts/src/endpoints';
import type { InvoiceView } from '../packages/contracts/src/api';
import { SEEDED_ACCOUNTS } from '../packages/contracts/src/seed-accounts';
import { apiClientOf } from './jobs';

/** A card the sandbox provider always charges (docs/payments.md#test-values-of-payments). */
export const SUCCEEDING_CARD = '4242424242424242';

function seeded(email: string) {
  const found = SEEDED_ACCOUNTS.find((account) => account.email === email);
  if (found === undefined) throw new Error(`no seeded account ${email}`);
  return found;
}

export interface PaidMilestone {
  jobId: string;
  milestoneId: string;
  /** The invoice the charge was issued once the provider settled it. */
  invoice: InvoiceView;
}

/**
 * The demo customer posts a job, the demo freelancer proposes one task of `amount` (minor units),
 * the customer accepts, adds a card and pays the milestone; resolves once it is invoiced.
 */
export async function payAMilestone(
  title: string,
  task: { title: string; amount: number },
): Promise<PaidMilestone> {
  const customer = await apiClientOf('demo', 'customer@demo.test');
  const freelancer = await apiClientOf('demo', 'freelancer@demo.test');
  const freelancerId = seeded('freelancer@demo.test').userId;
  const posted = await customer.call(postJob, {
    body: { job: { title, budget: 100_000, contractType: 1 } },
  });
  const jobId = posted.job?.jobID;
  if (jobId === undefined) throw new Error('post_job answered no job');
  await freelancer.call(updateProposal, {
    body: {
      freelancerId,
      jobID: jobId,
      proposal: { description: 'I will deliver it in a week.', tasks: [task] },
    },
  });
  await freelancer.call(sendProposal, { body: { freelancerId, jobID: jobId } });
  await customer.call(acceptContract, {
    body: { jobID: jobId, freelancerID: freelancerId, acceptOffer: true },
  });
  const { milestones } = await customer.call(listMilestones, { params: { jobId } });
  const milestoneId = milestones[0]?.milestoneId;
  if (milestoneId === undefined) throw new Error('the contract has no milestone');
  await customer.call(createCustomerPaymentAccount, {
    body: { currency: 'GBP', paymentSource: SUCCEEDING_CARD },
  });
  await customer.call(payMilestone, {
    params: { milestoneId },
    body: { milestoneId, jobID: jobId },
  });
  // The sandbox settles the charge after a moment and tells the API by webhook.
  let invoice: InvoiceView | undefined;
  await expect
    .poll(
      async () => {
        const page = await customer.call(listInvoices, { query: { jobId } });
        invoice = page.invoices[0];
        return invoice?.milestoneId ?? null;
      },
      { timeout: 20_000 },
    )
    .toBe(milestoneId);
  return { jobId, milestoneId, invoice: invoice as InvoiceView };
}
