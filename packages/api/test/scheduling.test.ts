/**
 * Scheduling: time zones, weekly availability, free slots, booking a meeting through
 * POST /jobs/accept_meeting {startsAt}, calendar files and feed, cancelling, and who may see what.
 */
import {
  type AcceptMeetingResponse,
  type Meeting,
  type MeetingSlots,
  type MeetingsList,
  type MeetingCalendarFile,
  type NotificationsPage,
  type Schedule,
  type SeededAccount,
} from '@mp/contracts';
import { accounts, call, setUpTestApi } from './harness';
import { draftAndSend, expectStatus, postJob } from './proposals-support';

const { customer, freelancer, agencyFreelancer, acmeCustomer } = accounts;

const api = setUpTestApi();

type ErrorBody = { code: string; fields: { path: string }[] };

function as(who: SeededAccount, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  return call(api, {
    method,
    url,
    tenant: who.tenantId,
    user: who.userId,
    ...(body === undefined ? {} : { body }),
  });
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  start: '09:00',
  end: '17:00',
}));

/** "HH:mm" of an instant in a zone. */
function clockIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

async function bookable(): Promise<{ jobId: string; slots: MeetingSlots }> {
  const jobId = await postJob(api, customer.userId, { title: 'Meet about the site' });
  await draftAndSend(api, freelancer.userId, jobId);
  const slots = await as(
    customer,
    'GET',
    `/apis/actions/scheduling/slots?freelancerId=${freelancer.userId}&days=7`,
  );
  return { jobId, slots: expectStatus(slots, 200).json<MeetingSlots>() };
}

describe('scheduling', () => {
  beforeAll(async () => {
    const init = await as(freelancer, 'POST', '/apis/actions/scheduling/init', {
      timezone: 'Asia/Tokyo',
    });
    expect(expectStatus(init, 200).json<Schedule>()).toMatchObject({
      initialised: true,
      timezone: 'Asia/Tokyo',
    });
    const set = await as(freelancer, 'PUT', '/apis/actions/scheduling/availability', {
      availability: EVERY_DAY,
      meetingMinutes: 60,
    });
    expect(expectStatus(set, 200).json<Schedule>()).toMatchObject({
      availability: EVERY_DAY,
      meetingMinutes: 60,
    });
    const zone = await as(customer, 'PUT', '/apis/actions/scheduling/timezone', {
      timezone: 'America/New_York',
    });
    expect(expectStatus(zone, 200).json<Schedule>().timezone).toBe('America/New_York');
  });

  it('offers slots inside the freelancer’s hours in their own zone', async () => {
    const { slots } = await bookable();
    expect(slots.freelancerTimezone).toBe('Asia/Tokyo');
    expect(slots.slots.length).toBeGreaterThan(0);
    for (const slot of slots.slots) {
      const start = clockIn(slot.startsAt, 'Asia/Tokyo');
      expect(start >= '09:00' && start <= '16:00').toBe(true);
      expect(new Date(slot.endsAt).getTime() - new Date(slot.startsAt).getTime()).toBe(3_600_000);
    }
  });

  it('books a free slot: both parties see it, the freelancer is told, and it is gone from the slots', async () => {
    const { jobId, slots } = await bookable();
    const slot = slots.slots[0]!;
    const accepted = await as(customer, 'POST', '/jobs/accept_meeting', {
      jobID: jobId,
      freelancerID: freelancer.userId,
      startsAt: slot.startsAt,
    });
    const { meeting } = expectStatus(accepted, 200).json<AcceptMeetingResponse>();
    expect(meeting).toMatchObject({
      jobId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      status: 'BOOKED',
      otherParty: { userId: freelancer.userId, timezone: 'Asia/Tokyo' },
    });
    const theirs = await as(freelancer, 'GET', '/apis/actions/scheduling/meetings');
    const seen = expectStatus(theirs, 200)
      .json<MeetingsList>()
      .meetings.find((entry) => entry.meetingId === meeting!.meetingId);
    expect(seen?.otherParty).toMatchObject({
      userId: customer.userId,
      timezone: 'America/New_York',
    });
    const notes = expectStatus(
      await as(freelancer, 'GET', '/notifications'),
      200,
    ).json<NotificationsPage>();
    expect(notes.notifications[0]).toMatchObject({
      kind: 'MEETING_BOOKED',
      payload: expect.objectContaining({ meetingId: meeting!.meetingId, timezone: 'Asia/Tokyo' }),
    });
    const after = await as(
      customer,
      'GET',
      `/apis/actions/scheduling/slots?freelancerId=${freelancer.userId}&days=7`,
    );
    expect(
      expectStatus(after, 200)
        .json<MeetingSlots>()
        .slots.map((entry) => entry.startsAt),
    ).not.toContain(slot.startsAt);
    // The same slot again: taken.
    const again = await as(customer, 'POST', '/jobs/accept_meeting', {
      jobID: jobId,
      freelancerID: freelancer.userId,
      startsAt: slot.startsAt,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().fields.map((field) => field.path)).toEqual(['body.startsAt']);
  });

  it('gives each party an .ics file and a private feed; nobody else gets them', async () => {
    const { jobId, slots } = await bookable();
    const accepted = await as(customer, 'POST', '/jobs/accept_meeting', {
      jobID: jobId,
      freelancerID: freelancer.userId,
      startsAt: slots.slots[1]!.startsAt,
    });
    const meeting = expectStatus(accepted, 200).json<AcceptMeetingResponse>().meeting as Meeting;
    const url = `/apis/actions/scheduling/meetings/${meeting.meetingId}/ics`;
    const file = expectStatus(await as(freelancer, 'GET', url), 200).json<MeetingCalendarFile>();
    expect(file.content).toContain('BEGIN:VCALENDAR');
    expect(file.content).toContain(`UID:${meeting.meetingId}`);
    expect(file.filename).toMatch(/\.ics$/);
    expect((await as(agencyFreelancer, 'GET', url)).statusCode).toBe(404);
    expect((await as(acmeCustomer, 'GET', url)).statusCode).toBe(404);

    const schedule = expectStatus(
      await as(freelancer, 'GET', '/apis/actions/scheduling/refresh'),
      200,
    ).json<Schedule>();
    const feedPath = new URL(schedule.calendarFeedUrl!).pathname;
    const feed = await call(api, { method: 'GET', url: feedPath, tenant: null });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain(meeting.meetingId);
    const rotated = expectStatus(
      await as(freelancer, 'POST', '/apis/actions/scheduling/calendar-feed', {}),
      200,
    ).json<Schedule>();
    expect(rotated.calendarFeedUrl).not.toBe(schedule.calendarFeedUrl);
    expect((await call(api, { method: 'GET', url: feedPath, tenant: null })).statusCode).toBe(404);
  });

  it('lets a party cancel, telling the other; others get 404', async () => {
    const { jobId, slots } = await bookable();
    const accepted = await as(customer, 'POST', '/jobs/accept_meeting', {
      jobID: jobId,
      freelancerID: freelancer.userId,
      startsAt: slots.slots[2]!.startsAt,
    });
    const meeting = expectStatus(accepted, 200).json<AcceptMeetingResponse>().meeting as Meeting;
    const url = `/apis/actions/scheduling/meetings/${meeting.meetingId}/cancel`;
    expect((await as(agencyFreelancer, 'POST', url, {})).statusCode).toBe(404);
    const cancelled = await as(freelancer, 'POST', url, { reason: 'Ill' });
    expect(expectStatus(cancelled, 200).json<Meeting>().status).toBe('CANCELLED');
    const notes = expectStatus(
      await as(customer, 'GET', '/notifications'),
      200,
    ).json<NotificationsPage>();
    expect(notes.notifications[0]).toMatchObject({
      kind: 'MEETING_CANCELLED',
      payload: expect.objectContaining({ meetingId: meeting.meetingId }),
    });
    expect((await as(customer, 'POST', url, {})).statusCode).toBe(409);
  });

  it('answers 4xx naming the field for bad zones, windows and slots', async () => {
    const zone = await as(customer, 'PUT', '/apis/actions/scheduling/timezone', {
      timezone: 'Mars/Olympus',
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json<ErrorBody>().fields.map((field) => field.path)).toEqual(['body.timezone']);
    const windows = await as(freelancer, 'PUT', '/apis/actions/scheduling/availability', {
      availability: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '13:00' },
        { weekday: 2, start: '14:00', end: '10:00' },
      ],
    });
    expect(windows.statusCode).toBe(400);
    expect(
      windows
        .json<ErrorBody>()
        .fields.map((field) => field.path)
        .sort(),
    ).toEqual(['body.availability.1.start', 'body.availability.2.end']);
    const jobId = await postJob(api, customer.userId, { title: 'Odd hour' });
    const offHours = await as(customer, 'POST', '/jobs/accept_meeting', {
      jobID: jobId,
      freelancerID: freelancer.userId,
      // 03:00 in Tokyo, outside the freelancer's hours.
      startsAt: '2031-01-07T18:00:00.000Z',
    });
    expect(offHours.statusCode).toBe(422);
    expect(offHours.json<ErrorBody>().fields.map((field) => field.path)).toEqual(['body.startsAt']);
  });
});
