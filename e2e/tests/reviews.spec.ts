import { expect, test } from '../fixtures';
import {
  acceptContractCall,
  apiClientOf,
  endJobCall,
  ORIGIN,
  postJobCall,
  SEEDED_ACCOUNTS,
  sendProposalCall,
  signInAs,
  uniqueTitle,
  updateProposal,
} from '../jobs';

// Both parties of a contract that just ended rate each other (docs/reviews.md): the first review
// waits for the other party, both publish together, and the rating shows in freelancer search.
test.setTimeout(180_000);

const CUSTOMER = 'org-customer@demo.test';
const FREELANCER = 'agency-freelancer@demo.test';

function seeded(email: string) {
  const found = SEEDED_ACCOUNTS.find((account) => account.email === email);
  if (found === undefined) throw new Error(`no seeded account ${email}`);
  return found;
}

/** A fresh job of this spec's own: proposed, accepted and ended through the API. */
async function endedContract(title: string): Promise<string> {
  const customerApi = await apiClientOf('demo', CUSTOMER);
  const freelancerApi = await apiClientOf('demo', FREELANCER);
  const posted = await customerApi.call(postJobCall, {
    body: {
      job: { title, description: 'A logo for a reviews walk.', budget: 90_000, contractType: 1 },
    },
  });
  const jobId = posted.job?.jobID;
  if (jobId === undefined) throw new Error('post_job answered no job');
  const freelancerId = seeded(FREELANCER).userId;
  await freelancerApi.call(updateProposal, {
    body: {
      freelancerId,
      jobID: jobId,
      proposal: { description: 'Happy to help.', tasks: [{ title: 'Logo', amount: 90_000 }] },
    },
  });
  await freelancerApi.call(sendProposalCall, { body: { freelancerId, jobID: jobId } });
  await customerApi.call(acceptContractCall, {
    body: { jobID: jobId, freelancerID: freelancerId, acceptOffer: true },
  });
  await customerApi.call(endJobCall, { params: { id: jobId }, body: {} });
  return jobId;
}

test('both parties review each other after the contract ends, and search shows the rating', async ({
  browser,
}) => {
  const origin = ORIGIN.demo;
  const title = uniqueTitle('Reviews walk');
  const jobId = await endedContract(title);
  const customerName = seeded(CUSTOMER).name;
  const freelancerName = seeded(FREELANCER).name;

  // The customer rates first: their review waits for the freelancer's.
  const customer = await signInAs(browser, origin, CUSTOMER);
  await customer.page.goto(`${origin}/customer/contract/${jobId}?mode=overview`);
  const reviews = customer.page.getByRole('region', { name: 'Reviews' });
  await reviews.getByRole('button', { name: `Rate and review ${freelancerName}` }).click();
  const dialog = customer.page.getByRole('dialog', { name: `Rate and review ${freelancerName}` });
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(dialog.getByText('Choose from 1 to 5 stars')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Rating: 5 out of 5' }).check();
  await dialog
    .getByRole('textbox', { name: /Your review/ })
    .fill('A clear brief and a fast answer.');
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(reviews.getByText(/Your review is waiting for the other party/)).toBeVisible();

  // The freelancer sees that a review is waiting, writes theirs, and both publish.
  const freelancer = await signInAs(browser, origin, FREELANCER);
  await freelancer.page.goto(`${origin}/freelancer/manage/${jobId}`);
  const theirs = freelancer.page.getByRole('region', { name: 'Reviews' });
  await expect(
    theirs.getByText(`${customerName} has written a review of you.`, { exact: false }),
  ).toBeVisible();
  await theirs.getByRole('button', { name: `Rate and review ${customerName}` }).click();
  const form = freelancer.page.getByRole('dialog', { name: `Rate and review ${customerName}` });
  await form.getByRole('radio', { name: 'Rating: 4 out of 5' }).check();
  await form.getByRole('textbox', { name: /Your review/ }).fill('Friendly and paid on time.');
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(theirs.getByText('A clear brief and a fast answer.')).toBeVisible();
  await expect(theirs.getByRole('img', { name: 'Rating: 5 out of 5' })).toBeVisible();

  // The customer now reads the freelancer's review, and finds them rated in search.
  await customer.page.reload();
  await expect(reviews.getByText('Friendly and paid on time.')).toBeVisible();
  await customer.page.goto(`${origin}/customer/cl-search?sort=bestRated`);
  await expect(customer.page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('bestRated');
  const card = customer.page
    .getByRole('listitem')
    .filter({ has: customer.page.getByRole('link', { name: freelancerName, exact: true }) });
  await expect(card.getByRole('img', { name: /out of 5 from \d+ reviews?/ })).toBeVisible();
  await customer.context.close();
  await freelancer.context.close();
});
