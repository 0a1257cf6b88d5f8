import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signIn } from '../sign-in';
import { DEMO, latestCode, NEW_PASSWORD, newActorPage, registerAs, uniqueEmail } from '../jobs';

test.setTimeout(90_000);

const MANAGE_USERS = 'Give other users access to your account';

async function attach(page: Page, area: 'customer' | 'freelancer', email: string) {
  await page.goto(`${DEMO}/${area}/setting#manage-users`);
  const section = page.getByRole('region', { name: MANAGE_USERS });
  await section.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await section.getByRole('button', { name: 'Add user' }).click();
  await expect(section.getByText(`Asked to link ${email}.`)).toBeVisible();
  return section;
}

async function openAvatarMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu of ${name}` }).click();
}

test('a customer attaches another account, switches to it and back', async ({ browser }) => {
  const ann = await registerAs(browser, 'demo', 'customer', 'Ann Attacher');
  const bea = await registerAs(browser, 'demo', 'customer', 'Bea Backup');
  // Each account asks for the other's e-mail: only then are they attached.
  await attach(bea.page, 'customer', ann.email);
  const section = await attach(ann.page, 'customer', bea.email);
  const linked = section.getByRole('list', { name: 'Linked accounts' });
  await expect(linked.getByText('Bea Backup', { exact: true })).toBeVisible();
  await bea.context.close();

  // The avatar menu follows without a reload.
  const { page } = ann;
  await openAvatarMenu(page, 'Ann Attacher');
  await page.getByRole('link', { name: 'Bea Backup' }).click();
  // Bea never signed in on this browser: the sign-in form, then Bea's area.
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, DEMO, bea.email, NEW_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu of Bea Backup' })).toBeVisible();

  // Ann's session was kept: switching back goes through /loginas without a password.
  await openAvatarMenu(page, 'Bea Backup');
  await page.getByRole('link', { name: 'Ann Attacher' }).click();
  await expect(page.getByRole('button', { name: 'Account menu of Ann Attacher' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).not.toHaveURL(/\/login/);
  // And now Bea's session is kept too.
  await openAvatarMenu(page, 'Ann Attacher');
  await page.getByRole('link', { name: 'Bea Backup' }).click();
  await expect(page.getByRole('button', { name: 'Account menu of Bea Backup' })).toBeVisible({
    timeout: 20_000,
  });
  await ann.context.close();
});

test('the password changes only with the right old password', async ({ browser }) => {
  const pat = await registerAs(browser, 'demo', 'freelancer', 'Pat Password');
  const { page } = pat;
  await page.goto(`${DEMO}/freelancer/setting#password`);
  const section = page.getByRole('region', { name: 'Password' });
  const changeWith = async (previous: string, proposed: string) => {
    await section.getByLabel('Old password').fill(previous);
    await section.getByRole('textbox', { name: 'New password' }).fill(proposed);
    await section.getByRole('button', { name: 'Change password' }).click();
  };
  const newer = 'Newer!Pass9';
  await changeWith('Wrong!Pass1', newer);
  await expect(section.getByRole('alert')).toHaveText(
    "Sorry, old password doesn't match! Please try again.",
  );
  await changeWith(NEW_PASSWORD, newer);
  await expect(section.getByText(/Your password has been changed/)).toBeVisible();
  await section.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page.getByRole('button', { name: /Account menu of/ })).toHaveCount(0);

  await page.goto(`${DEMO}/login`);
  await page.getByLabel('E-mail address').fill(pat.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail address or password.');
  await signIn(page, DEMO, pat.email, newer);
  await expect(page.getByRole('button', { name: 'Account menu of Pat Password' })).toBeVisible();
  await pat.context.close();
});

test('a sign-up through an invite link credits the referrer, who sees the referral', async ({
  browser,
}) => {
  const rhea = await registerAs(browser, 'demo', 'customer', 'Rhea Referrer');
  await rhea.page.goto(`${DEMO}/customer/setting#referrals`);
  const referrals = rhea.page.getByRole('region', { name: 'Referrals' });
  await expect(referrals.getByText('Nobody has signed up through your link yet.')).toBeVisible();
  const link = await referrals.getByRole('textbox', { name: 'Your invite link' }).inputValue();
  expect(link).toMatch(/\/register\?ref=/);

  const email = uniqueEmail('referred');
  const newcomer = await newActorPage(browser, DEMO, email, NEW_PASSWORD);
  await newcomer.page.goto(link);
  await newcomer.page.getByLabel('Full name').fill('Remy Referred');
  await newcomer.page.getByLabel('E-mail address').fill(email);
  await newcomer.page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await newcomer.page.getByRole('button', { name: 'Create account' }).click();
  await newcomer.page.getByLabel('Confirmation code').fill(await latestCode(email));
  await newcomer.page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(newcomer.page).toHaveURL(`${DEMO}/freelancer/profile`, { timeout: 20_000 });
  await newcomer.context.close();

  await rhea.page.reload();
  await expect(referrals.getByText('Credits earned: 10')).toBeVisible();
  const list = referrals.getByRole('list', { name: 'People who signed up through your link' });
  await expect(list.getByText('Remy Referred')).toBeVisible();
  await expect(list.getByText('+10 credits')).toBeVisible();
  await rhea.context.close();
});
