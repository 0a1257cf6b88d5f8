import { expect, type Page } from '@playwright/test';
import { SEEDED_PASSWORD } from '../packages/contracts/src/seed-accounts';

/** Signs in through the shell's own sign-in screen (staying on it when the page is already there). */
export async function signIn(
  page: Page,
  origin: string,
  email: string,
  password = SEEDED_PASSWORD,
): Promise<void> {
  if (!new URL(page.url(), origin).pathname.startsWith('/login')) {
    await page.goto(`${origin}/login`);
  }
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}
