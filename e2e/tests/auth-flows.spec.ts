import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { E2E_API_PORT, E2E_IDENTITY_URL } from '../services';
import { signIn } from '../sign-in';
import { DEMO, latestCode, NEW_PASSWORD as PASSWORD, SEEDED_PASSWORD, uniqueEmail } from '../jobs';

async function register(page: Page, path: string, name: string, email: string): Promise<void> {
  await page.goto(`${DEMO}${path}`);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await expect(page.getByText('at least 8 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  await page.getByLabel('Confirmation code').fill(await latestCode(email));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test('a freelancer signs up with the e-mailed code, lands on the profile, signs out and back in', async ({
  page,
}) => {
  const email = uniqueEmail('fl');
  await register(page, '/register', 'Fran Lancer', email);
  await expect(page).toHaveURL(`${DEMO}/freelancer/profile`, { timeout: 20_000 });
  await signOut(page);

  await page.goto(`${DEMO}/login`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${DEMO}/freelancer/profile`, { timeout: 20_000 });
});

test('a customer signs up and lands on the jobs list', async ({ page }) => {
  await register(page, '/customer-register', 'Cus Tomer', uniqueEmail('cu'));
  await expect(page).toHaveURL(`${DEMO}/customer/jobs`, { timeout: 20_000 });
});

test('sign-up names a password the pool refuses and an e-mail already taken', async ({ page }) => {
  await page.goto(`${DEMO}/register`);
  await page.getByLabel('Full name').fill('Taken');
  await page.getByLabel('E-mail address').fill('freelancer@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The password does not meet the rules.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'An account with this e-mail address already exists.',
  );
});

test('a wrong password shows the error and stays on the sign-in screen', async ({ page }) => {
  await page.goto(`${DEMO}/login`);
  await page.getByLabel('E-mail address').fill('customer@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wr0ng!Password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail address or password.');
  await expect(page).toHaveURL(`${DEMO}/login`);
});

test('sign-in follows a same-origin redirect (survey asked once) and ignores a foreign one', async ({
  page,
}) => {
  await page.goto(`${DEMO}/login?redirect=${encodeURIComponent('/customer/favorites')}`);
  await page.getByLabel('E-mail address').fill('customer@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${DEMO}/customer/favorites`, { timeout: 20_000 });
  // The demo tenant asks individual customers its survey after sign-in, once.
  const survey = page.getByRole('dialog', { name: 'Help us get to know you' });
  await survey.getByRole('button', { name: 'Not now' }).click();
  await expect(survey).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favorites');
  await expect(survey).toHaveCount(0);
  await signOut(page);
  await page.goto(`${DEMO}/login?redirect=${encodeURIComponent('https://evil.example/')}`);
  await page.getByLabel('E-mail address').fill('freelancer@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${DEMO}/freelancer/profile`, { timeout: 20_000 });
});

test('every private call the page makes is SigV4-signed and succeeds; public ones are not signed', async ({
  page,
}) => {
  const apiCalls: Request[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).port === String(E2E_API_PORT) && request.method() !== 'OPTIONS') {
      apiCalls.push(request);
    }
  });
  await signIn(page, DEMO, 'freelancer@demo.test');
  await expect(page).toHaveURL(`${DEMO}/freelancer/profile`);
  await page.reload();
  await expect(page.getByRole('button', { name: /Account menu of/ })).toBeVisible();

  const signed = apiCalls.filter((r) => r.headers().authorization);
  const me = signed.filter((r) => new URL(r.url()).pathname === '/users/me');
  expect(me.length).toBeGreaterThanOrEqual(2);
  for (const request of signed) {
    const headers = await request.allHeaders();
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=\S+\/execute-api\/aws4_request, SignedHeaders=\S*host\S*, Signature=[0-9a-f]{64}$/,
    );
    expect(headers.authorization).toContain('x-tenant-id');
    expect(headers['x-tenant-id']).toBe('demo');
    expect(headers['x-amz-security-token']).toBeTruthy();
    const response = await request.response();
    // 404 only for endpoints this deployment does not have yet (never an auth refusal).
    expect([200, 201, 204, 404]).toContain(response?.status());
  }
  for (const request of apiCalls.filter((r) => !r.headers().authorization)) {
    expect(new URL(request.url()).pathname).toMatch(
      /^\/(settings|styling|skills|services)|^\/users\/provision/,
    );
  }
});

test('the password can be reset with an e-mailed code', async ({ page }) => {
  const email = uniqueEmail('reset');
  await register(page, '/register', 'Reset Me', email);
  await expect(page).toHaveURL(`${DEMO}/freelancer/profile`, { timeout: 20_000 });
  await signOut(page);

  await page.goto(`${DEMO}/login`);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Confirmation code')).toBeVisible();
  await page.getByLabel('Confirmation code').fill(await latestCode(email));
  await page.getByRole('textbox', { name: 'New password' }).fill('N3w!Password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('Your password was changed. Sign in with the new one.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('N3w!Password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${DEMO}/freelancer/profile`, { timeout: 20_000 });
});

test('the unauthorized screen offers sign-in', async ({ page }) => {
  await page.goto(`${DEMO}/unauthorized`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please sign in');
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${DEMO}/login`);
});

test('login-as takes over a session the identity service vouches for', async ({ page }) => {
  await signIn(page, DEMO, 'freelancer@demo.test');
  const { userId, refreshToken } = await page.evaluate(() => {
    const last = Object.keys(localStorage).find((k) => k.endsWith('.LastAuthUser'))!;
    const prefix = last.slice(0, -'LastAuthUser'.length);
    const id = localStorage.getItem(last)!;
    return { userId: id, refreshToken: localStorage.getItem(`${prefix}${id}.refreshToken`)! };
  });
  // Another browser profile: nothing stored, only the handed-over session.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${DEMO}/loginas?${new URLSearchParams({ userId, session: refreshToken })}`);
  await expect(page).toHaveURL(`${DEMO}/freelancer/profile`, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /Account menu of/ })).toBeVisible();

  // A session must name the account it belongs to.
  await page.evaluate(() => localStorage.clear());
  await page.goto(
    `${DEMO}/loginas?${new URLSearchParams({ userId: 'someone-else', session: refreshToken })}`,
  );
  await expect(page.getByRole('alert')).toHaveText(
    'We could not switch to that account. The link may have expired.',
  );
});

test('login-as refuses a forged session and the callback refuses a sign-in it did not start', async ({
  page,
}) => {
  await page.goto(`${DEMO}/loginas?userId=someone&session=forged-token`);
  await expect(page.getByRole('alert')).toHaveText(
    'We could not switch to that account. The link may have expired.',
  );
  await page.goto(`${DEMO}/callback?code=abc&state=forged`);
  await expect(page.getByRole('alert')).toContainText(
    'This sign-in did not start on this page or has expired.',
  );
});

test('a freelancer signs in through the sandbox identity provider and lands on the profile', async ({
  page,
}) => {
  await page.goto(`${DEMO}/login`);
  await page.getByRole('button', { name: 'Continue with Sandbox ID' }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_IDENTITY_URL}/oauth2/authorize\\?`));
  await expect(page.getByRole('heading', { name: 'Sandbox ID' })).toBeVisible();

  await page.getByLabel('E-mail address').fill('freelancer@demo.test');
  await page.getByLabel('Password').fill('Wrong-passw0rd');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail address or password.');

  await page.getByLabel('Password').fill(SEEDED_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${DEMO}/freelancer/profile`, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /Account menu of/ })).toBeVisible();
});
