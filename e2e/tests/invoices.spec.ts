import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, signInAs, uniqueTitle } from '../jobs';
import { payAMilestone } from '../money';

// Paying through the provider (settled by webhook) and two users in turn.
test.setTimeout(90_000);

/** Downloads the invoice's PDF from the list's row; answers the file's bytes. */
async function downloadPdf(page: Page, number: string): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download PDF of invoice ${number}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  return readFile(await download.path());
}

test('after a milestone is paid, the customer and the freelancer find its invoice and download the PDF', async ({
  browser,
}) => {
  const title = uniqueTitle('Invoice bakery brand');
  const { jobId, invoice } = await payAMilestone(title, { title: 'Brand guide', amount: 42_000 });
  expect(invoice.number).toMatch(/^DEMO-\d{4}-\d{6}$/);

  const customer = await signInAs(browser, DEMO, 'customer@demo.test');
  await customer.page.goto(`${DEMO}/customer/cl-invoices`);
  await expect(customer.page.getByRole('heading', { level: 1 })).toHaveText('Invoices');
  const row = customer.page.getByRole('row', { name: new RegExp(invoice.number) });
  await expect(row).toContainText(title);
  await expect(row).toContainText('Brand guide');
  await expect(row).toContainText('Frankie Freelancer');
  await expect(row).toContainText('£420.00');
  await expect(row).toContainText(`£${(invoice.total / 100).toFixed(2)}`);
  const customerPdf = await downloadPdf(customer.page, invoice.number);
  expect(customerPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The job filter narrows the list to this job's invoice (the address keeps it).
  const filters = customer.page.getByRole('search', { name: 'Filter invoices' });
  await filters.getByLabel('Job').selectOption({ label: title });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(customer.page).toHaveURL(new RegExp(`jobId=${jobId}`));
  await expect(customer.page.getByRole('table').getByRole('row')).toHaveCount(2);
  await customer.context.close();

  const freelancer = await signInAs(browser, DEMO, 'freelancer@demo.test');
  await freelancer.page.goto(`${DEMO}/freelancer/fl-invoices`);
  await expect(freelancer.page.getByRole('heading', { level: 1 })).toHaveText('My invoices');
  const paidToMe = freelancer.page.getByRole('row', { name: new RegExp(invoice.number) });
  await expect(paidToMe).toContainText(title);
  await expect(paidToMe).toContainText('Casey Customer');
  const freelancerPdf = await downloadPdf(freelancer.page, invoice.number);
  expect(freelancerPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await freelancer.context.close();
});
