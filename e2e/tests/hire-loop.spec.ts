import type { Browser, Page } from '@playwright/test';
import { expect, guardedTest as test } from '../fixtures';
import {
  ACME,
  type Actor,
  apiClientOf,
  DEMO,
  invitationApplyPath,
  postJob,
  proposalGroup,
  registerAs,
  searchJobs,
  sendProposalFromDetails,
  signInAs,
  uniqueTitle,
} from '../jobs';
import { signIn } from '../sign-in';

// Several users, each signed in through the real screens, take turns: longer than one page test.
// Every walk runs under the unprovoked-error guard: any 4xx/5xx it did not declare fails it.
test.setTimeout(90_000);

/** The hire loop on each tenant: who posts, and the currency the budget shows in. */
const WALKS = [
  {
    tenant: 'demo',
    origin: DEMO,
    // A brand-new customer: registers, confirms and posts in one go.
    customer: (browser: Browser): Promise<Actor> =>
      registerAs(browser, 'demo', 'customer', 'Nora Newcustomer'),
    freelancer: 'freelancer@demo.test',
    // Typed in pounds, shown with the demo tenant's sign (docs/payments.md#amounts).
    budget: 'Budget: £800.00',
  },
  {
    tenant: 'acme',
    origin: ACME,
    // acme approves new customers first (adminApprovesCustomers): its seeded customer posts.
    customer: (browser: Browser): Promise<Actor> => signInAs(browser, ACME, 'customer@acme.test'),
    freelancer: 'freelancer@acme.test',
    budget: 'Budget: €800.00',
  },
] as const;

/** The received proposal of one freelancer (its card is named by the freelancer's name). */
function proposalCard(page: Page, name: RegExp | string) {
  return page.getByRole('article', { name });
}

/** The customer's card of one job on /customer/jobs. */
function jobCard(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

for (const walk of WALKS) {
  test(`on ${walk.tenant} a customer posts, a freelancer finds it and proposes, the customer shortlists and hires: in contract on both sides`, async ({
    browser,
  }) => {
    const { origin } = walk;
    const title = uniqueTitle('Hire loop landing page');
    const customer = await walk.customer(browser);
    const jobId = await postJob(customer, {
      title,
      description: 'A one-page site for a bakery: menu, opening hours and a contact form.',
      amount: '800',
    });
    await expect(jobCard(customer.page, title).getByText('Open', { exact: true })).toBeVisible();
    await expect(jobCard(customer.page, title).getByText(walk.budget)).toBeVisible();

    // The freelancer finds the job through the job search and sends a proposal.
    const freelancer = await signInAs(browser, origin, walk.freelancer);
    const results = await searchJobs(freelancer.page, origin, title);
    // Keywords match any word (multi_match), best match first: the job with every word leads.
    const best = results.getByRole('listitem').first();
    await expect(best.getByRole('heading', { level: 3 })).toHaveText(title);
    await best.getByRole('link', { name: title, exact: true }).click();
    await expect(freelancer.page).toHaveURL(`${origin}/freelancer/search-jobs?jobId=${jobId}`);
    await sendProposalFromDetails(freelancer.page, title, {
      coverLetter: 'I build small business sites every week.',
      taskTitle: 'Design and build the page',
      amount: '750',
    });
    await expect(
      proposalGroup(freelancer.page, 'Sent').getByRole('link', { name: title, exact: true }),
    ).toBeVisible();

    // The customer reviews it: shortlist, the short list, then accept the offer.
    const { page } = customer;
    await page.goto(`${origin}/customer/jobs`);
    const card = jobCard(page, title);
    await expect(card.getByText('In discussion')).toBeVisible();
    await expect(card.getByText('1 proposal')).toBeVisible();
    await card.getByRole('link', { name: `Proposals ${title}` }).click();
    await expect(page).toHaveURL(`${origin}/customer/list-all-proposals?jobId=${jobId}`);
    const proposal = proposalCard(page, 'Frankie Freelancer');
    await expect(proposal.getByText('Design and build the page')).toBeVisible();
    await expect(proposal.getByText('I build small business sites every week.')).toBeVisible();
    const shortList = proposal.getByRole('button', { name: 'Shortlist' });
    await expect(shortList).toHaveAttribute('aria-pressed', 'false');
    await shortList.click();
    await expect(shortList).toHaveAttribute('aria-pressed', 'true');
    await expect(proposal.getByText('Shortlisted', { exact: true })).toBeVisible();

    await page.goto(`${origin}/customer/short-list`);
    const listed = page.getByRole('region', { name: title });
    await expect(listed.getByRole('article', { name: 'Frankie Freelancer' })).toBeVisible();
    await listed.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(`${origin}/customer/list-all-proposals?jobId=${jobId}`);

    await proposal.getByRole('button', { name: 'Accept offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept this offer?' });
    await expect(dialog.getByText('Design and build the page')).toBeVisible();
    await dialog.getByRole('button', { name: 'Accept offer' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(proposal.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(
      page.getByText('You accepted an offer: the work is under contract.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the contract' }).first()).toBeVisible();

    // In contract on the customer's side...
    await page.goto(`${origin}/customer/jobs`);
    await expect(jobCard(page, title).getByText('In contract')).toBeVisible();
    // ...and on the freelancer's.
    await freelancer.page.goto(`${origin}/freelancer/proposals`);
    const accepted = proposalGroup(freelancer.page, 'Accepted');
    const row = accepted.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('Contract', { exact: false })).toBeVisible();
    await expect(row.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      '/freelancer/manage',
    );
    await expect(proposalGroup(freelancer.page, 'Sent').getByText(title)).toHaveCount(0);

    await customer.context.close();
    await freelancer.context.close();
  });
}

test('on acme the customer rejects a new freelancer and hires a seeded one: each sees the outcome', async ({
  browser,
}) => {
  const title = uniqueTitle('Acme rejection warehouse audit');
  const customer = await signInAs(browser, ACME, 'customer@acme.test');
  const jobId = await postJob(customer, {
    title,
    description: 'Audit the shelving of our warehouse and list what needs replacing.',
  });

  const freelancer = await registerAs(browser, 'acme', 'freelancer', 'Rhea Rejectedson');
  const results = await searchJobs(freelancer.page, ACME, title);
  await results.getByRole('link', { name: title, exact: true }).click();
  await sendProposalFromDetails(freelancer.page, title, {
    coverLetter: 'Certified rack inspector.',
    taskTitle: 'Inspect and report',
    amount: '300',
  });

  const { page } = customer;
  await page.goto(`${ACME}/customer/list-all-proposals?jobId=${jobId}`);
  const proposal = proposalCard(page, /Rejectedson/);
  await expect(proposal.getByText('Inspect and report')).toBeVisible();
  // acme counts in euros.
  await expect(
    proposal.getByRole('row').filter({ hasText: 'Inspect and report' }).getByText('€300.00'),
  ).toBeVisible();
  await proposal.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this proposal?' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(proposal.getByText('Rejected', { exact: true })).toBeVisible();
  // A rejection keeps no tasks and offers nothing more to accept.
  await expect(proposal.getByText('Inspect and report')).toHaveCount(0);
  await expect(proposal.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
  await page.reload();
  await expect(proposal.getByText('Rejected', { exact: true })).toBeVisible();

  await freelancer.page.goto(`${ACME}/freelancer/proposals`);
  await expect(proposalGroup(freelancer.page, 'Rejected').getByText(title)).toBeVisible();
  await expect(proposalGroup(freelancer.page, 'Sent')).toHaveCount(0);

  // The job still takes proposals: the seeded acme freelancer's is accepted into a contract.
  const hired = await signInAs(browser, ACME, 'freelancer@acme.test');
  const found = await searchJobs(hired.page, ACME, title);
  await found.getByRole('link', { name: title, exact: true }).click();
  // A job in discussion opens on the proposal form (freelancer pages by stage).
  await expect(hired.page).toHaveURL(`${ACME}/freelancer/proposal?jobId=${jobId}`);
  await sendProposalFromDetails(hired.page, title, {
    coverLetter: 'I audit warehouses across the region.',
    taskTitle: 'Shelving audit',
    amount: '450',
  });
  await page.goto(`${ACME}/customer/list-all-proposals?jobId=${jobId}`);
  const chosen = proposalCard(page, /Freelancer/);
  await chosen.getByRole('button', { name: 'Accept offer' }).click();
  const accept = page.getByRole('dialog', { name: 'Accept this offer?' });
  await accept.getByRole('button', { name: 'Accept offer' }).click();
  await expect(accept).toHaveCount(0);
  await expect(chosen.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(proposal.getByText('Rejected', { exact: true })).toBeVisible();
  await page.goto(`${ACME}/customer/jobs`);
  await expect(jobCard(page, title).getByText('In contract')).toBeVisible();
  await hired.page.goto(`${ACME}/freelancer/proposals`);
  await expect(proposalGroup(hired.page, 'Accepted').getByText(title)).toBeVisible();

  await customer.context.close();
  await freelancer.context.close();
  await hired.context.close();
});

test('an invited freelancer applies through the signed link once; a second use is refused', async ({
  browser,
  httpClean,
}) => {
  // The second use of the link is refused on purpose.
  httpClean.expectFailure({
    status: 409,
    method: 'POST',
    path: /^\/public\/jobs\/[^/]+\/proposals$/,
  });
  const title = uniqueTitle('Invitation brochure');
  const customer = await signInAs(browser, DEMO, 'org-customer@demo.test');
  const jobId = await postJob(customer, {
    title,
    description: 'A four-page brochure for our new product line.',
    amount: '400',
    // Matching freelancers share the job's service (demo hides freelancers matching nothing).
    service: 'Website design',
  });

  // The customer invites the freelancer from the freelancer search for this job.
  const { page } = customer;
  await page.goto(`${DEMO}/customer/cl-search?jobId=${jobId}`);
  await page.getByRole('button', { name: 'Invite to job Frankie Freelancer' }).click();
  await expect(page.getByRole('button', { name: 'Invited Frankie Freelancer' })).toBeVisible();

  // The invitation reaches the freelancer as a notification carrying the signed apply link.
  const api = await apiClientOf('demo', 'freelancer@demo.test');
  const applyPath = await invitationApplyPath(api, jobId);
  expect(applyPath).toMatch(/^\/freelancer\/proposal\?jobId=.+&userId=.+&signature=.+/);

  const visitor = await browser.newContext();
  const link = await visitor.newPage();
  await link.goto(`${DEMO}${applyPath}`);
  // The shell guards /freelancer/* pages: a signed-out visitor signs in and comes back.
  const apply = link.getByRole('button', { name: 'Send my application' });
  const signInButton = link.getByRole('button', { name: 'Sign in', exact: true });
  await expect(apply.or(signInButton)).toBeVisible({ timeout: 15_000 });
  if (await signInButton.isVisible()) await signIn(link, DEMO, 'freelancer@demo.test');
  await expect(link).toHaveURL(`${DEMO}${applyPath}`);
  await apply.click();
  await expect(link.getByText('Application sent')).toBeVisible();

  await link.reload();
  await link.getByRole('button', { name: 'Send my application' }).click();
  const refusal = link.getByRole('alert');
  await expect(refusal).toContainText('This link cannot be used');
  await expect(refusal).toContainText(/already been used/);

  await page.goto(`${DEMO}/customer/list-all-proposals?jobId=${jobId}`);
  const proposal = proposalCard(page, 'Frankie Freelancer');
  await expect(proposal.getByText('Sent', { exact: true })).toBeVisible();
  await expect(page.getByText('In discussion', { exact: true })).toBeVisible();

  await visitor.close();
  await customer.context.close();
});
