import { cvDocx } from '../documents';
import { expect, test } from '../fixtures';
import { registerAs } from '../jobs';

// A sign-up, an upload and a background parse in turn.
test.setTimeout(120_000);

const CV_LINES = [
  'Dana Kowalski',
  'Senior Webflow Designer',
  'Experience',
  'Lead Designer at Acme Corp 2019 - Present',
  'Designer, Globex 2015 - 2019',
  'Education',
  'BA Graphic Design, Warsaw University 2011 - 2015',
  'Skills',
  'Webflow, Figma',
];

test('a freelancer uploads a CV, sees it parse, confirms the fields read and the profile shows them', async ({
  browser,
}) => {
  const freelancer = await registerAs(browser, 'demo', 'freelancer', 'Cora Parse');
  const { page } = freelancer;
  const importer = page.getByRole('region', { name: 'Fill your profile from your CV' });
  await expect(importer).toBeVisible({ timeout: 15_000 });

  // Progress is shown while the file goes up and the background parse runs: recorded as it
  // appears, since a quick parse may end before an assertion could look.
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { cvProgress: Set<string> }).cvProgress = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]'))
        seen.add(bar.getAttribute('aria-label') ?? bar.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await importer.getByLabel('Upload a CV (PDF or DOCX, up to 10 MB)').setInputFiles({
    name: 'dana-kowalski.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: cvDocx(CV_LINES),
  });
  const review = page.getByRole('form', { name: 'Review what your CV says' });
  await expect(review).toBeVisible({ timeout: 60_000 });
  await expect(importer.getByRole('progressbar')).toHaveCount(0);
  const progress = await page.evaluate(() => [
    ...(window as unknown as { cvProgress: Set<string> }).cvProgress,
  ]);
  expect(
    progress.some((label) => label === 'Uploading the CV' || label.startsWith('Parsing your CV')),
  ).toBe(true);

  await expect(review.getByLabel('Name')).toHaveValue('Dana Kowalski');
  await expect(review.getByLabel('Professional title')).toHaveValue('Senior Webflow Designer');
  await expect(review.getByLabel('Description')).toHaveValue(/Acme Corp/);
  await expect(review.getByLabel('Description')).toHaveValue(/Warsaw University/);
  const skills = review.getByRole('group', { name: 'Skills found' });
  await expect(skills.getByRole('checkbox', { name: 'Webflow', exact: true })).toBeChecked();
  await expect(skills.getByRole('checkbox', { name: 'Figma', exact: true })).toBeChecked();
  // The user decides: one skill read is left out.
  await skills.getByRole('checkbox', { name: 'Figma', exact: true }).uncheck();
  await review.getByRole('button', { name: 'Save to my profile' }).click();
  await expect(review).toHaveCount(0);

  // Saved: the form and the public profile show what was confirmed, and only that.
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Senior Webflow Designer',
  );
  await page.reload();
  await expect(page.getByRole('form', { name: 'Review what your CV says' })).toHaveCount(0);
  await page.getByRole('link', { name: 'See your public profile' }).click();
  const main = page.getByRole('main');
  await expect(main.getByText('Dana Kowalski').first()).toBeVisible({ timeout: 15_000 });
  await expect(main.getByText('Senior Webflow Designer')).toBeVisible();
  await expect(main.getByText('Webflow', { exact: true })).toBeVisible();
  await expect(main.getByText('Figma', { exact: true })).toHaveCount(0);
  await freelancer.context.close();
});
