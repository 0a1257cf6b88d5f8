import { expect, test } from '../fixtures';
import {
  ACME,
  apiClientOf,
  DEMO,
  postJob,
  searchJobs,
  searchJobsCall,
  searchPrivate,
  searchPublic,
  signInAs,
  uniqueTitle,
} from '../jobs';

test.setTimeout(90_000);

test('a freelancer of the other tenant never sees a demo job in any list or search', async ({
  browser,
}) => {
  const title = uniqueTitle('Isolated demo kitchen refit');
  const customer = await signInAs(browser, DEMO, 'org-customer@demo.test');
  const jobId = await postJob(customer, {
    title,
    description: 'Refit a small kitchen: cabinets, worktop and tiling.',
    amount: '2500',
  });
  await customer.context.close();

  // Control: a demo freelancer finds it, so the searches below would find it if they leaked.
  const own = await signInAs(browser, DEMO, 'freelancer@demo.test');
  const ownResults = await searchJobs(own.page, DEMO, title);
  await expect(ownResults.getByRole('link', { name: title })).toBeVisible();
  await own.context.close();

  const other = await signInAs(browser, ACME, 'freelancer@acme.test');
  const { page } = other;
  // Keywords match any of their words, so other acme jobs may show: never this one.
  const results = await searchJobs(page, ACME, title);
  await expect(results.getByRole('link', { name: title })).toHaveCount(0);
  await expect(results.getByText(title)).toHaveCount(0);

  // Browsing every open job of acme (no keywords) does not list it either.
  await page.goto(`${ACME}/freelancer/search-jobs`);
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // Its id does not open it: not the details, not the proposal form.
  await page.goto(`${ACME}/freelancer/search-jobs?jobId=${jobId}`);
  await expect(page.getByText('This job does not exist or is no longer open.')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await page.goto(`${ACME}/freelancer/proposal?jobId=${jobId}`);
  await expect(page.getByText('The job could not be loaded')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await page.goto(`${ACME}/freelancer/proposals`);
  await expect(page.getByRole('heading', { level: 1, name: 'My proposals' })).toBeVisible();
  await expect(page.getByText(/Loading your proposals/)).toHaveCount(0);
  await expect(page.getByText(title)).toHaveCount(0);
  await other.context.close();

  // Signed out on acme, the public search does not show it.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  const publicResults = await searchJobs(anonymous, ACME, title);
  await expect(publicResults.getByText(title)).toHaveCount(0);
  await visitor.close();

  // Nor does the Elasticsearch-style search (signed in or public), nor the lookup by its id.
  const api = await apiClientOf('acme', 'freelancer@acme.test');
  const body = { index: 'jobs' as const, query: { match_phrase: { title } } };
  const signedIn = await api.call(searchPrivate, { body });
  expect(signedIn.hits.total.value).toBe(0);
  const anonymousHits = await api.call(searchPublic, { body });
  expect(anonymousHits.hits.total.value).toBe(0);
  const byId = await api.call(searchJobsCall, { body: { query: { ids: { values: [jobId] } } } });
  expect(byId.total).toBe(0);
  // The same calls on demo do find it: the zeros above are the tenant boundary, not a bad query.
  const demoApi = await apiClientOf('demo', 'freelancer@demo.test');
  expect((await demoApi.call(searchPrivate, { body })).hits.total.value).toBe(1);
  const demoById = await demoApi.call(searchJobsCall, {
    body: { query: { ids: { values: [jobId] } } },
  });
  expect(demoById.total).toBe(1);
});
