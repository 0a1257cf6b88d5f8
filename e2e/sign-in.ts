import { expect, type Page } from '@playwright/test';
import { SEEDED_PASSWORD } from '../packages/contracts/src/seed-accounts';

/** Signs a seeded account in through the shell's own sign-in screen. */
export async function signIn(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(SEEDED_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}
