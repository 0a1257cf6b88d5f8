/**
 * Helpers of the hire-loop specs: users in their own browser contexts, sign-up through the
 * shell's screens, posting, finding and proposing through the real screens, and (for what no
 * screen shows, such as a notification's signed link) the API called the way the front end
 * calls it: signed in with the identity service, then SigV4-signed.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { listNotifications } from '../packages/contracts/src/endpoints';

export {
  acceptContract as acceptContractCall,
  endJob as endJobCall,
  getMe,
  initScheduling,
  postJob as postJobCall,
  listMeetings,
  searchJobs as searchJobsCall,
  searchPrivate,
  searchPublic,
  sendProposal as sendProposalCall,
  setAvailability,
  setSchedulingTimezone,
  updateProposal,
} from '../packages/contracts/src/endpoints';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '../packages/contracts/src/seed-accounts';

export { SEEDED_ACCOUNTS, SEEDED_PASSWORD };
/** The demo's seeded contract (customer@demo.test with freelancer@demo.test), awaiting payment. */
export { SEEDED_DEMO_CONTRACT_JOB_ID } from '../packages/contracts/src/api/jobs';
export { REMOTES } from '../packages/contracts/src/remotes';
import {
  createHttpClient,
  createSigner,
  identityPoolCredentials,
  type HttpClient,
} from '../packages/signed-http/src/index';
import { E2E_API_URL, E2E_IDENTITY_URL } from './services';
import { signIn } from './sign-in';
import { e2eRuntimeConfig, SHELL_PORT } from './site';

export const DEMO = `http://localhost:${SHELL_PORT}`;
export const ACME = `http://acme.localhost:${SHELL_PORT}`;
export const NEW_PASSWORD = 'Str0ng!Pass';

export type TenantId = 'demo' | 'acme';
export const ORIGIN: Record<TenantId, string> = { demo: DEMO, acme: ACME };

/** A title no other run (or test) uses, so searches find exactly this job. */
export function uniqueTitle(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}

export interface Actor {
  context: BrowserContext;
  page: Page;
  origin: string;
  email: string;
  password: string;
}

/** The demo tenant asks individual customers a survey after sign-in: answer "Not now". */
async function skipSurvey(page: Page): Promise<void> {
  const survey = page.getByRole('dialog', { name: 'Help us get to know you' });
  await page.addLocatorHandler(survey, async () => {
    await survey.getByRole('button', { name: 'Not now' }).click();
  });
}

/** A browser context of its own for one user (the survey answered "Not now" when it shows). */
export async function newActorPage(
  browser: Browser,
  origin: string,
  email: string,
  password = SEEDED_PASSWORD,
) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await skipSurvey(page);
  return { context, page, origin, email, password };
}

/** Signs in through the shell's sign-in screen, in a browser context of its own. */
export async function signInAs(
  browser: Browser,
  origin: string,
  email: string,
  password = SEEDED_PASSWORD,
): Promise<Actor> {
  const actor = await newActorPage(browser, origin, email, password);
  await signIn(actor.page, origin, email, password);
  return actor;
}

/** The latest code the identity service e-mailed (its local outbox). */
export async function latestCode(email: string, tenant: TenantId = 'demo'): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await fetch(
        `${E2E_IDENTITY_URL}/outbox?${new URLSearchParams({ email, tenant })}`,
      );
      const body = (await response.json()) as { messages: { code: string | null }[] };
      code = body.messages[0]?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

/** Signs up through the shell (freelancer: /register, customer: /customer-register) and confirms. */
export async function registerAs(
  browser: Browser,
  tenant: TenantId,
  role: 'freelancer' | 'customer',
  name: string,
): Promise<Actor> {
  const origin = ORIGIN[tenant];
  const email = uniqueEmail(role === 'customer' ? 'cu' : 'fl');
  const actor = await newActorPage(browser, origin, email, NEW_PASSWORD);
  const { page } = actor;
  await page.goto(`${origin}${role === 'customer' ? '/customer-register' : '/register'}`);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  await page.getByLabel('Confirmation code').fill(await latestCode(email, tenant));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const landing = role === 'customer' ? '/customer/jobs' : '/freelancer/profile';
  await expect(page).toHaveURL(`${origin}${landing}`, { timeout: 20_000 });
  return actor;
}

export interface JobDraft {
  title: string;
  description: string;
  /** Budget amount; the "I don't know yet" marker when left out. */
  amount?: string;
  /** The service's name as the form lists it. */
  service?: string;
  /** Ongoing work (contract type 2) with this CYCLE DURATION; pay by task when left out. */
  cycle?: 'Weekly' | 'Monthly';
}

/** Posts a job through /post-job (dry run, then post) and returns its id from the jobs list. */
export async function postJob(actor: Actor, job: JobDraft): Promise<string> {
  const { page, origin } = actor;
  await page.goto(`${origin}/post-job`);
  const form = page.getByRole('form', { name: 'Post a job' });
  await form.getByRole('textbox', { name: 'Job title' }).fill(job.title);
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill(job.description);
  if (job.service !== undefined) {
    await form.getByRole('combobox', { name: 'Service' }).selectOption({ label: job.service });
  }
  if (job.amount !== undefined) {
    await form.getByRole('radio', { name: 'An amount' }).check();
    await form.getByRole('textbox', { name: 'Amount' }).fill(job.amount);
  }
  if (job.cycle !== undefined) {
    await form.getByRole('radio', { name: 'Ongoing Work' }).check();
    await form.getByRole('combobox', { name: 'CYCLE DURATION' }).selectOption({ label: job.cycle });
  }
  await form.getByRole('button', { name: 'Post job', exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/jobs\?posted=/, { timeout: 20_000 });
  await expect(
    page.getByText('Your job is posted. Freelancers can now find it and send proposals.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: job.title })).toBeVisible();
  const jobId = new URL(page.url()).searchParams.get('posted');
  if (!jobId) throw new Error('the jobs list was opened without the posted job id');
  return jobId;
}

/** Searches /freelancer/search-jobs by keywords; resolves to the results section. */
export async function searchJobs(page: Page, origin: string, keywords: string) {
  await page.goto(`${origin}/freelancer/search-jobs`);
  const form = page.getByRole('search', { name: 'Search jobs' });
  await form.getByRole('searchbox', { name: 'Keywords' }).fill(keywords);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByText(/\d+ jobs? found/)).toBeVisible({ timeout: 15_000 });
  return results;
}

export interface ProposalDraft {
  coverLetter: string;
  taskTitle: string;
  amount: string;
}

/**
 * From the page a search result opened (a fresh job's details, or straight the compose screen
 * for a job in discussion): composes and sends a one-task proposal.
 */
export async function sendProposalFromDetails(
  page: Page,
  title: string,
  draft: ProposalDraft,
): Promise<void> {
  await expect(page).toHaveURL(/\/freelancer\/(search-jobs|proposal)\?jobId=/);
  if (new URL(page.url()).pathname === '/freelancer/search-jobs') {
    await page.getByRole('link', { name: 'Send proposal' }).click();
  }
  await expect(page).toHaveURL(/\/freelancer\/proposal\?jobId=/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('textbox', { name: 'Cover letter' }).fill(draft.coverLetter);
  const tasks = page.getByRole('group', { name: 'Tasks', exact: true });
  // Keep exactly one task: the compose call may suggest several from the job's budget.
  while ((await tasks.getByRole('button', { name: /^Remove task \d+$/ }).count()) > 1) {
    await tasks.getByRole('button', { name: 'Remove task 2' }).click();
  }
  const task = tasks.getByRole('group', { name: 'Task 1' });
  await task.getByRole('textbox', { name: 'Title' }).fill(draft.taskTitle);
  await task.getByRole('textbox', { name: 'Amount' }).fill(draft.amount);
  await page.getByRole('button', { name: 'Send proposal', exact: true }).click();
  await expect(page).toHaveURL(/\/freelancer\/proposals$/, { timeout: 15_000 });
  await expect(page.getByText(`Your proposal for "${title}" was sent.`)).toBeVisible();
}

/** One status group ("Drafts", "Sent", "Accepted", "Rejected") of /freelancer/proposals. */
export function proposalGroup(page: Page, name: string) {
  return page.getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
}

/**
 * A client of the e2e API signed in as this user, built like the shell builds its own:
 * identity-service sign-in, identity-pool credentials, SigV4 signer. For data no screen shows.
 */
export async function apiClientOf(
  tenant: TenantId,
  email: string,
  password = SEEDED_PASSWORD,
): Promise<HttpClient> {
  const identity = e2eRuntimeConfig().identity[tenant];
  if (!identity) throw new Error(`no identity settings for ${tenant}`);
  const response = await fetch(identity.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const result = (await response.json()) as { AuthenticationResult?: { IdToken: string } };
  const idToken = result.AuthenticationResult?.IdToken;
  if (!idToken) throw new Error(`${email} could not sign in: ${JSON.stringify(result)}`);
  const credentials = identityPoolCredentials({
    endpoint: identity.endpoint,
    identityPoolId: identity.identityPoolId,
    loginProvider: `${new URL(identity.endpoint).host}/${identity.userPoolId}`,
    idToken: async () => idToken,
  });
  return createHttpClient({
    baseUrl: E2E_API_URL,
    tenantId: tenant,
    signer: createSigner({ region: identity.region, credentials }),
  });
}

/** The signed apply link of the freelancer's invitation to the job (GET /notifications). */
export async function invitationApplyPath(api: HttpClient, jobId: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const page = await api.call(listNotifications);
      const invitation = page.notifications.find(
        (entry) => entry.kind === 'JOB_INVITATION' && entry.payload['jobId'] === jobId,
      );
      path = (invitation?.payload['applyLink'] as { path?: string } | undefined)?.path;
      return path ?? null;
    })
    .not.toBeNull();
  return path as unknown as string;
}
