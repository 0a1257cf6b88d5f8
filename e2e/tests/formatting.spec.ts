/**
 * Money and dates read as people write them (docs/formatting.md): on both tenants a job's budget
 * shows the tenant's currency, the job search and "My jobs" say how long ago a job was posted or
 * changed, and a contract carries a calendar date; in English and in the tenant's second language
 * (German on acme; the demo tenant offers Ukrainian, not German).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  acceptContractCall,
  apiClientOf,
  ORIGIN,
  postJobCall,
  searchJobs,
  SEEDED_ACCOUNTS,
  sendProposalCall,
  signInAs,
  uniqueTitle,
  updateProposal,
  type TenantId,
} from '../jobs';

test.setTimeout(120_000);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Today (UTC) as a calendar date: "26 Nov 2026" in English, "26.11.2026" otherwise. */
function today(language: 'en' | 'other'): string {
  const now = new Date();
  if (language === 'en')
    return `${now.getUTCDate()} ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
  return `${pad(now.getUTCDate())}.${pad(now.getUTCMonth() + 1)}.${now.getUTCFullYear()}`;
}

/** "a few seconds ago", "a minute ago", "3 minutes ago": a job just posted. */
const JUST_NOW = String.raw`(a few seconds|a minute|\d+ minutes) ago`;

interface Case {
  tenant: TenantId;
  /** The budget of 3,500 in the tenant's currency, in English and in the second language. */
  budget: { en: string; second: RegExp };
  second: {
    language: string;
    posted: RegExp;
    changed: RegExp;
    hired: string;
  };
}

const CASES: readonly Case[] = [
  {
    tenant: 'demo',
    budget: { en: 'Budget: £3,500.00', second: /Бюджет: 3\s500,00\s£/ },
    second: {
      language: 'ua',
      posted: /Опубліковано .+ тому/,
      changed: /Змінено .+ тому/,
      hired: `найнято ${today('other')}`,
    },
  },
  {
    tenant: 'acme',
    budget: { en: 'Budget: €3,500.00', second: /Budget: 3\.500,00\s€/ },
    second: {
      language: 'de',
      posted: /Veröffentlicht vor /,
      changed: /Geändert vor /,
      hired: `beauftragt am ${today('other')}`,
    },
  },
];

function seededId(email: string): string {
  const found = SEEDED_ACCOUNTS.find((account) => account.email === email);
  if (found === undefined) throw new Error(`no seeded account ${email}`);
  return found.userId;
}

/** A job's card on the job search or "My jobs", whatever the page's language. */
function jobCard(page: Page, title: string) {
  return page.locator('.mp-jobs__card').filter({ has: page.getByRole('heading', { name: title }) });
}

/** Chooses the reader's language as the language menu does (remembered), then reloads. */
async function readIn(page: Page, language: string): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('mp.locale', value), language);
  await page.reload();
}

for (const { tenant, budget, second } of CASES) {
  test(`${tenant}: budgets in the tenant's currency, relative posted dates, calendar contract dates`, async ({
    browser,
  }) => {
    const origin = ORIGIN[tenant];
    const customerEmail = `customer@${tenant}.test`;
    const freelancerEmail = `freelancer@${tenant}.test`;
    const title = uniqueTitle('Formatting poster');
    const customerApi = await apiClientOf(tenant, customerEmail);
    const posted = await customerApi.call(postJobCall, {
      body: {
        job: {
          title,
          description: 'A poster for the spring fair.',
          budget: 350_000,
          contractType: 1,
        },
      },
    });
    const jobId = posted.job?.jobID;
    if (jobId === undefined) throw new Error('post_job answered no job');

    // The freelancer's job search: the budget and how long ago the job was posted.
    const freelancer = await signInAs(browser, origin, freelancerEmail);
    const card = jobCard(freelancer.page, title);
    await expect(async () => {
      await searchJobs(freelancer.page, origin, title);
      await expect(card).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(card).toContainText(budget.en);
    await expect(card).toContainText(new RegExp(`Posted ${JUST_NOW}`));
    await readIn(freelancer.page, second.language);
    await expect(card).toContainText(budget.second);
    await expect(card).toContainText(second.posted);

    // The customer's own jobs: the same budget, and when the job last changed.
    const customer = await signInAs(browser, origin, customerEmail);
    await customer.page.goto(`${origin}/customer/jobs`);
    const mine = jobCard(customer.page, title);
    await expect(mine).toContainText(budget.en);
    await expect(mine).toContainText(new RegExp(`Changed ${JUST_NOW}`));
    await readIn(customer.page, second.language);
    await expect(mine).toContainText(budget.second);
    await expect(mine).toContainText(second.changed);
    await customer.context.close();

    // Hired: the contract on the freelancer's current jobs carries a calendar date.
    const freelancerApi = await apiClientOf(tenant, freelancerEmail);
    const freelancerId = seededId(freelancerEmail);
    await freelancerApi.call(updateProposal, {
      body: {
        freelancerId,
        jobID: jobId,
        proposal: {
          description: 'Ready this week.',
          tasks: [{ title: 'Poster', amount: 350_000 }],
        },
      },
    });
    await freelancerApi.call(sendProposalCall, { body: { freelancerId, jobID: jobId } });
    await customerApi.call(acceptContractCall, {
      body: { jobID: jobId, freelancerID: freelancerId, acceptOffer: true },
    });
    await readIn(freelancer.page, 'en');
    await freelancer.page.goto(`${origin}/freelancer/manage`);
    const contract = freelancer.page.getByRole('listitem').filter({ hasText: title });
    await expect(contract).toContainText(`hired on ${today('en')}`);
    await readIn(freelancer.page, second.language);
    await expect(contract).toContainText(second.hired);
    await freelancer.context.close();
  });
}
