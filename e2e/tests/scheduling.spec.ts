import type { Browser } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  apiClientOf,
  DEMO,
  initScheduling,
  listMeetings,
  postJob,
  SEEDED_PASSWORD,
  sendProposalCall,
  setAvailability,
  setSchedulingTimezone,
  uniqueTitle,
  updateProposal,
  type Actor,
} from '../jobs';
import { signedInUserId } from '../session';
import { signIn } from '../sign-in';

test.setTimeout(90_000);

const FREELANCER = { email: 'freelancer@demo.test', name: 'Frankie Freelancer' };
const CUSTOMER = { email: 'org-customer@demo.test' };
const CUSTOMER_ZONE = 'America/New_York';
const FREELANCER_ZONE = 'Asia/Tokyo';

/** Signs in through the screens in a browser context living in `timezoneId`. */
async function signInIn(browser: Browser, email: string, timezoneId: string): Promise<Actor> {
  const context = await browser.newContext({ baseURL: DEMO, timezoneId });
  const page = await context.newPage();
  await signIn(page, DEMO, email);
  return { context, page, origin: DEMO, email, password: SEEDED_PASSWORD };
}

/** "HH:mm" of an instant in a zone, as the screens write it. */
/** A slot as the dialog names it in English: "9:00 AM–9:30 AM" (docs/formatting.md). */
const SLOT_LABEL = /^\d{1,2}:\d{2} [AP]M–\d{1,2}:\d{2} [AP]M$/;

/** The start of a slot's label on the 24-hour clock, as `clock` writes it: "09:00". */
function slotStart(label: string): string {
  const match = /^(\d{1,2}):(\d{2}) ([AP])M/.exec(label.trim());
  if (!match) throw new Error(`not a slot label: ${label}`);
  const hour = (Number(match[1]) % 12) + (match[3] === 'P' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

function clock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

test('a meeting booked in New York shows the right local time in Tokyo', async ({ browser }) => {
  // The freelancer lives in Tokyo and is available around the clock.
  const freelancerApi = await apiClientOf('demo', FREELANCER.email);
  await freelancerApi.call(initScheduling, { body: { timezone: FREELANCER_ZONE } });
  await freelancerApi.call(setSchedulingTimezone, { body: { timezone: FREELANCER_ZONE } });
  await freelancerApi.call(setAvailability, {
    body: {
      availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        start: '00:00',
        end: '24:00',
      })),
      meetingMinutes: 30,
    },
  });
  const freelancer = await signInIn(browser, FREELANCER.email, FREELANCER_ZONE);
  const freelancerId = await signedInUserId(freelancer.page);

  // A customer in New York posts a job; the freelancer proposes.
  const customer = await signInIn(browser, CUSTOMER.email, CUSTOMER_ZONE);
  const title = uniqueTitle('Meeting across zones');
  const jobId = await postJob(customer, {
    title,
    description: 'A job to talk about across time zones.',
    amount: '200',
    service: 'Website design',
  });
  await freelancerApi.call(updateProposal, {
    body: {
      freelancerId,
      jobID: jobId,
      proposal: { description: 'Happy to talk first.', tasks: [{ title: 'Call', amount: 1000 }] },
    },
  });
  await freelancerApi.call(sendProposalCall, { body: { freelancerId, jobID: jobId } });

  // The customer accepts a meeting in the first free slot, shown in New York time.
  const cp = customer.page;
  await cp.goto(`${DEMO}/customer/list-all-proposals?jobId=${jobId}`);
  const card = cp.getByRole('article', { name: FREELANCER.name });
  await card.getByRole('button', { name: 'Accept meeting' }).click();
  const dialog = cp.getByRole('dialog', { name: 'Accept a meeting?' });
  const firstSlot = dialog.getByRole('radio', { name: SLOT_LABEL }).first();
  await firstSlot.check();
  const chosenLabel = (await firstSlot.evaluate((input) => input.parentElement?.textContent)) ?? '';
  await dialog.getByRole('button', { name: 'Accept meeting' }).click();
  await expect(dialog).toBeHidden();

  const { meetings } = await freelancerApi.call(listMeetings, { query: {} });
  const meeting = meetings.find((entry) => entry.jobId === jobId);
  if (!meeting) throw new Error('the meeting was not booked');
  expect(slotStart(chosenLabel)).toBe(clock(meeting.startsAt, CUSTOMER_ZONE));

  // Each sees it in their own zone on the meet screen, with the other's time beside it.
  await cp.goto(`${DEMO}/customer/meet`);
  const customerItem = cp.getByRole('listitem').filter({ hasText: `About: ${title}` });
  await expect(customerItem).toContainText(
    `${clock(meeting.startsAt, CUSTOMER_ZONE)} (${CUSTOMER_ZONE})`,
  );
  await expect(customerItem).toContainText(
    `${clock(meeting.startsAt, FREELANCER_ZONE)} (${FREELANCER_ZONE})`,
  );
  const fp = freelancer.page;
  await fp.goto(`${DEMO}/freelancer/meet`);
  const freelancerItem = fp.getByRole('listitem').filter({ hasText: `About: ${title}` });
  await expect(freelancerItem).toContainText(
    `${clock(meeting.startsAt, FREELANCER_ZONE)} (${FREELANCER_ZONE})`,
  );
});
