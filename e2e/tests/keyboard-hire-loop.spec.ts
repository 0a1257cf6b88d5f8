import type { Browser, Page } from '@playwright/test';
import { expect, guardedTest as test } from '../fixtures';
import {
  type Actor,
  DEMO,
  latestCode,
  NEW_PASSWORD,
  proposalGroup,
  SEEDED_PASSWORD,
  uniqueEmail,
  uniqueTitle,
} from '../jobs';
import { activate, arrowTo, expectFocusVisible, tabTo, typeInto } from '../keyboard';

// The hire loop of hire-loop.spec.ts on the demo tenant, with no pointer at all: every move in
// the pages is Tab, Shift+Tab, Enter, Space, an arrow key or typed text (docs/accessibility.md#keyboard).
test.setTimeout(120_000);

/** A user's own browser context; the demo's sign-in survey is answered "Not now" by keyboard. */
async function keyboardActor(browser: Browser, email: string, password: string): Promise<Actor> {
  const context = await browser.newContext({ baseURL: DEMO });
  const page = await context.newPage();
  const survey = page.getByRole('dialog', { name: 'Help us get to know you' });
  await page.addLocatorHandler(survey, async () => {
    await activate(page, survey.getByRole('button', { name: 'Not now' }));
    await expect(survey).toHaveCount(0);
  });
  return { context, page, origin: DEMO, email, password };
}

/** Signs in on /login with the keyboard. */
async function keyboardSignIn(browser: Browser, email: string): Promise<Actor> {
  const actor = await keyboardActor(browser, email, SEEDED_PASSWORD);
  const { page } = actor;
  await page.goto(`${DEMO}/login`);
  await typeInto(page, page.getByLabel('E-mail address'), email);
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Password', exact: true }),
    SEEDED_PASSWORD,
  );
  await activate(page, page.getByRole('button', { name: 'Sign in', exact: true }));
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  return actor;
}

/** A new customer signs up on /customer-register and confirms the e-mailed code, by keyboard. */
async function keyboardRegisterCustomer(browser: Browser, name: string): Promise<Actor> {
  const email = uniqueEmail('kb-cu');
  const actor = await keyboardActor(browser, email, NEW_PASSWORD);
  const { page } = actor;
  await page.goto(`${DEMO}/customer-register`);
  await typeInto(page, page.getByLabel('Full name'), name);
  await typeInto(page, page.getByLabel('E-mail address'), email);
  await typeInto(page, page.getByRole('textbox', { name: 'Password', exact: true }), NEW_PASSWORD);
  await activate(page, page.getByRole('button', { name: 'Create account' }));
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  await typeInto(page, page.getByLabel('Confirmation code'), await latestCode(email, 'demo'));
  await activate(page, page.getByRole('button', { name: 'Confirm', exact: true }));
  await expect(page).toHaveURL(`${DEMO}/customer/jobs`, { timeout: 20_000 });
  return actor;
}

/** The customer's card of one job on /customer/jobs. */
function jobCard(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

test('on demo the whole hire loop works with the keyboard alone: post, find, propose, shortlist, hire', async ({
  browser,
}) => {
  const title = uniqueTitle('Keyboard hire loop site');

  // A new customer posts a job with a budget, moving through /post-job by Tab and arrow keys.
  const customer = await keyboardRegisterCustomer(browser, 'Kira Keyboard');
  const { page } = customer;
  await activate(page, page.getByRole('link', { name: 'Post a job', exact: true }).first(), {
    max: 80,
  });
  await expect(page).toHaveURL(`${DEMO}/post-job`);
  const form = page.getByRole('form', { name: 'Post a job' });
  await typeInto(page, form.getByRole('textbox', { name: 'Job title' }), title);
  await typeInto(
    page,
    form.getByRole('textbox', { name: 'Description', exact: true }),
    'A one-page site for a florist: bouquets, prices and a contact form.',
  );
  await tabTo(page, form.getByRole('radio', { checked: true }).first());
  await arrowTo(page, form.getByRole('radio', { name: 'An amount' }));
  await typeInto(page, form.getByRole('textbox', { name: 'Amount' }), '800');
  await activate(page, form.getByRole('button', { name: 'Post job', exact: true }));
  await expect(page).toHaveURL(/\/customer\/jobs\?posted=/, { timeout: 20_000 });
  const jobId = new URL(page.url()).searchParams.get('posted');
  expect(jobId).toBeTruthy();
  await expect(jobCard(page, title).getByText('Budget: £800.00')).toBeVisible();

  // The seeded freelancer searches, opens the job and sends a one-task proposal.
  const freelancer = await keyboardSignIn(browser, 'freelancer@demo.test');
  const fp = freelancer.page;
  // The header's "Jobs" menu opens with Enter; its links follow the toggle in the Tab order.
  const jobsMenu = fp.getByRole('navigation', { name: 'Main' }).getByRole('button', {
    name: /^Jobs/,
  });
  // Sign-in leaves the focus in the profile page below the header: walk back up.
  await activate(fp, jobsMenu, { backwards: true, max: 80 });
  await expect(jobsMenu).toHaveAttribute('aria-expanded', 'true');
  await activate(fp, fp.getByRole('link', { name: 'Search Jobs', exact: true }));
  await expect(fp).toHaveURL(`${DEMO}/freelancer/search-jobs`);
  const search = fp.getByRole('search', { name: 'Search jobs' });
  await typeInto(fp, search.getByRole('searchbox', { name: 'Keywords' }), title);
  await fp.keyboard.press('Enter');
  const results = fp.getByRole('region', { name: 'Results' });
  await expect(results.getByText(/\d+ jobs? found/)).toBeVisible({ timeout: 15_000 });
  await activate(fp, results.getByRole('link', { name: title, exact: true }), { max: 80 });
  await expect(fp).toHaveURL(`${DEMO}/freelancer/search-jobs?jobId=${jobId}`);
  await activate(fp, fp.getByRole('link', { name: 'Send proposal' }), { max: 80 });
  await expect(fp).toHaveURL(/\/freelancer\/proposal\?jobId=/);
  await expect(fp.getByRole('heading', { level: 2, name: title })).toBeVisible({
    timeout: 15_000,
  });
  await typeInto(
    fp,
    fp.getByRole('textbox', { name: 'Cover letter' }),
    'Flower shops are my speciality.',
  );
  const tasks = fp.getByRole('group', { name: 'Tasks', exact: true });
  // Keep exactly one task: the compose call may suggest several from the job's budget.
  while ((await tasks.getByRole('button', { name: /^Remove task \d+$/ }).count()) > 1) {
    const count = await tasks.getByRole('button', { name: /^Remove task \d+$/ }).count();
    await activate(fp, tasks.getByRole('button', { name: `Remove task ${count}` }), { max: 80 });
    await expect(tasks.getByRole('button', { name: `Remove task ${count}` })).toHaveCount(0);
  }
  const task = tasks.getByRole('group', { name: 'Task 1' });
  await typeInto(fp, task.getByRole('textbox', { name: 'Title' }), 'Design and build the page', {
    max: 80,
    backwards: true,
  });
  await typeInto(fp, task.getByRole('textbox', { name: 'Amount' }), '750');
  await activate(fp, fp.getByRole('button', { name: 'Send proposal', exact: true }), { max: 80 });
  await expect(fp).toHaveURL(/\/freelancer\/proposals$/, { timeout: 15_000 });
  await expect(fp.getByText(`Your proposal for "${title}" was sent.`)).toBeVisible();

  // The customer opens the proposals from the jobs list, shortlists with Space, and hires.
  await page.goto(`${DEMO}/customer/jobs`);
  const card = jobCard(page, title);
  await expect(card.getByText('1 proposal')).toBeVisible();
  await activate(page, card.getByRole('link', { name: `Proposals ${title}` }), { max: 80 });
  await expect(page).toHaveURL(`${DEMO}/customer/list-all-proposals?jobId=${jobId}`);
  const proposal = page.getByRole('article', { name: 'Frankie Freelancer' });
  await expect(proposal.getByText('Design and build the page')).toBeVisible();
  const shortList = proposal.getByRole('button', { name: 'Shortlist' });
  await expect(shortList).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, shortList, { max: 80 });
  await expectFocusVisible(shortList);
  await page.keyboard.press('Space');
  await expect(shortList).toHaveAttribute('aria-pressed', 'true');
  await expect(proposal.getByText('Shortlisted', { exact: true })).toBeVisible();

  // The short list shows it; its job title leads back to the proposals.
  await activate(page, page.getByRole('link', { name: 'Short list', exact: true }).first(), {
    max: 80,
    backwards: true,
  });
  await expect(page).toHaveURL(`${DEMO}/customer/short-list`);
  const listed = page.getByRole('region', { name: title });
  await expect(listed.getByRole('article', { name: 'Frankie Freelancer' })).toBeVisible();
  await activate(page, listed.getByRole('link', { name: title, exact: true }), { max: 80 });
  await expect(page).toHaveURL(`${DEMO}/customer/list-all-proposals?jobId=${jobId}`);

  await activate(page, proposal.getByRole('button', { name: 'Accept offer' }));
  const dialog = page.getByRole('dialog', { name: 'Accept this offer?' });
  await expect(dialog.getByText('Design and build the page')).toBeVisible();
  await activate(page, dialog.getByRole('button', { name: 'Accept offer' }));
  await expect(dialog).toHaveCount(0);
  await expect(proposal.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByText('You accepted an offer: the work is under contract.')).toBeVisible();

  // In contract on both sides.
  await page.goto(`${DEMO}/customer/jobs`);
  await expect(jobCard(page, title).getByText('In contract')).toBeVisible();
  await fp.goto(`${DEMO}/freelancer/proposals`);
  await expect(
    proposalGroup(fp, 'Accepted').getByRole('listitem').filter({ hasText: title }),
  ).toBeVisible();

  await customer.context.close();
  await freelancer.context.close();
});
