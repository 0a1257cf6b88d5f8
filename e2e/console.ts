import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * In the tenant console (signed in as the tenant's administrator), rolls the live configuration
 * back to `version` through the versions list and its confirmation dialog.
 */
export async function rollBackTo(page: Page, version: number): Promise<void> {
  await page
    .locator('#console-versions')
    .getByRole('button', { name: `Roll back to version ${version}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `Roll back to version ${version}?` });
  await dialog.getByRole('button', { name: 'Roll back', exact: true }).click();
  await expect(dialog).toBeHidden();
}
