import { expect, test } from '../fixtures';
import {
  DEMO,
  postJob,
  registerAs,
  searchJobs,
  sendProposalFromDetails,
  signInAs,
  uniqueTitle,
} from '../jobs';

// A customer and a freelancer take turns through the real screens.
test.setTimeout(90_000);

test('after a hire the customer opens the contract overview, the freelancer sees it under Current jobs, and the customer ends it', async ({
  browser,
}) => {
  const title = uniqueTitle('Contract overview booking page');
  const customer = await registerAs(browser, 'demo', 'customer', 'Cleo Contractowner');
  const jobId = await postJob(customer, {
    title,
    description: 'A booking page for a small guest house: rooms, prices and a request form.',
    amount: '900',
  });

  const freelancer = await signInAs(browser, DEMO, 'freelancer@demo.test');
  const results = await searchJobs(freelancer.page, DEMO, title);
  await results.getByRole('link', { name: title, exact: true }).first().click();
  await sendProposalFromDetails(freelancer.page, title, {
    coverLetter: 'I build booking pages for small hotels.',
    taskTitle: 'Build the booking page',
    amount: '600',
  });

  // The customer accepts the offer and follows the proposals page's link to the contract.
  const { page } = customer;
  await page.goto(`${DEMO}/customer/list-all-proposals?jobId=${jobId}`);
  const proposal = page.getByRole('article', { name: 'Frankie Freelancer' });
  await proposal.getByRole('button', { name: 'Accept offer' }).click();
  const accept = page.getByRole('dialog', { name: 'Accept this offer?' });
  await accept.getByRole('button', { name: 'Accept offer' }).click();
  await expect(accept).toHaveCount(0);
  await page.getByRole('link', { name: 'Open the contract' }).first().click();
  await expect(page).toHaveURL(`${DEMO}/customer/contract/${jobId}?mode=overview`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contract overview');
  const jobCard = page.getByRole('region', { name: title });
  await expect(jobCard.getByText('In contract')).toBeVisible();
  const hired = page.getByRole('region', { name: 'Frankie Freelancer' });
  await expect(
    hired.getByRole('link', { name: 'Frankie Freelancer', exact: true }),
  ).toHaveAttribute('href', /^\/freelancer\/profile\/.+/);
  await expect(
    hired.getByRole('link', { name: 'Message Frankie Freelancer about this job' }),
  ).toHaveAttribute('href', new RegExp(`^/customer/inbox\\?freelancerId=.+&jobId=${jobId}$`));
  // The contract's milestone with its payment state, in the tenant's currency.
  const milestone = hired.getByRole('article', { name: 'Build the booking page' });
  await expect(milestone.getByText('£600.00', { exact: true })).toBeVisible();
  await expect(milestone.getByText('Waiting for payment')).toBeVisible();

  // The freelancer sees the contract on 'Current jobs'.
  await freelancer.page.goto(`${DEMO}/freelancer/manage`);
  const current = freelancer.page.getByRole('region', { name: 'In progress' });
  const contract = current.getByRole('listitem').filter({ hasText: title });
  await expect(contract.getByRole('heading', { name: title })).toBeVisible();
  await expect(contract.getByText(/Customer: Cleo Contractowner/)).toBeVisible();
  await expect(
    contract.getByRole('row').filter({ hasText: 'Build the booking page' }).getByText('Pending'),
  ).toBeVisible();

  // The customer lists it under Manage contracts, then ends it from the overview.
  await page.goto(`${DEMO}/customer/manage`);
  await page
    .getByRole('region', { name: 'In contract' })
    .getByRole('link', { name: title, exact: true })
    .click();
  await expect(page).toHaveURL(`${DEMO}/customer/contract/${jobId}?mode=overview`);
  await page.getByRole('button', { name: 'End contract' }).click();
  const end = page.getByRole('dialog', { name: 'End this contract?' });
  await end.getByRole('button', { name: 'End contract' }).click();
  await expect(page.getByText('The contract has ended.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: title }).getByText('Ended', { exact: true }),
  ).toBeVisible();

  await freelancer.page.reload();
  await expect(
    freelancer.page.getByRole('region', { name: 'Ended' }).getByRole('heading', { name: title }),
  ).toBeVisible();

  await customer.context.close();
  await freelancer.context.close();
});
