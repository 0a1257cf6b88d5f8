import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Meeting, Schedule, SessionUser } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import {
  aCustomerUser,
  aFreelancerUser,
  apiError,
  apiStub,
  ok,
  type StubHandler,
} from '@mp/test-kit';
import { MessagingApp } from '../../exposed/App';

const SCHEDULE: Schedule = {
  initialised: true,
  timezone: 'Asia/Tokyo',
  availability: [{ weekday: 1, start: '09:00', end: '12:00' }],
  meetingMinutes: 30,
  calendarFeedUrl: 'http://api.test/calendar/demo/feed-token-one-aaaa.ics',
};

function meeting(overrides: Partial<Meeting> = {}): Meeting {
  return {
    meetingId: 'mt-1',
    jobId: 'job-1',
    jobTitle: 'Booking website',
    customerId: 'cu-1',
    freelancerId: 'fl-1',
    otherParty: {
      userId: 'cu-1',
      name: 'Cora Customer',
      profilePicture: null,
      timezone: 'Europe/London',
    },
    // 09:00 in Tokyo, midnight in London.
    startsAt: '2031-03-04T00:00:00.000Z',
    endsAt: '2031-03-04T00:30:00.000Z',
    status: 'BOOKED',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

async function renderMeet(
  routes: Record<string, StubHandler>,
  user: SessionUser = aFreelancerUser(),
) {
  const stub = apiStub(routes);
  const path = user.role === 3 ? '/customer/meet' : '/freelancer/meet';
  render(
    <RemoteStage
      App={MessagingApp}
      i18n={await createStageI18n('en', MessagingApp)}
      path={path}
      user={user}
      http={stub.http}
    />,
  );
  return stub;
}

it('sets up the schedule in the browser zone on the first visit', async () => {
  const stub = await renderMeet(
    {
      'GET /apis/actions/scheduling/refresh': () =>
        ok({ ...SCHEDULE, initialised: false, calendarFeedUrl: null }),
      'POST /apis/actions/scheduling/init': ({ body }) =>
        ok({ ...SCHEDULE, timezone: (body as { timezone: string }).timezone }),
      'GET /apis/actions/scheduling/meetings': () => ok({ meetings: [] }),
    },
    aCustomerUser(),
  );
  expect(await screen.findByRole('heading', { name: 'No meetings yet' })).toBeInTheDocument();
  // Customers book meetings from the proposals they received.
  expect(screen.getByRole('link', { name: 'Review proposals' })).toHaveAttribute(
    'href',
    '/customer/list-all-proposals',
  );
  const [init] = stub.callsTo('POST /apis/actions/scheduling/init');
  expect((init?.body as { timezone: string }).timezone).toBe(
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
  // Customers book; only freelancers set hours.
  expect(screen.queryByRole('heading', { name: 'When you are available' })).toBeNull();
});

it('shows a meeting in both time zones, adds it to a calendar and cancels it', async () => {
  let cancelled = false;
  URL.createObjectURL = () => 'blob:ics';
  URL.revokeObjectURL = () => undefined;
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const stub = await renderMeet({
    'GET /apis/actions/scheduling/refresh': () => ok(SCHEDULE),
    'GET /apis/actions/scheduling/meetings': () =>
      ok({ meetings: [meeting(cancelled ? { status: 'CANCELLED' } : {})] }),
    'GET /apis/actions/scheduling/meetings/{meetingId}/ics': () =>
      ok({
        filename: 'meeting-2031-03-04.ics',
        contentType: 'text/calendar',
        content: 'BEGIN:VCALENDAR',
      }),
    'POST /apis/actions/scheduling/meetings/{meetingId}/cancel': () => {
      cancelled = true;
      return ok(meeting({ status: 'CANCELLED' }));
    },
  });
  const item = (await screen.findByRole('heading', { name: 'Meeting with Cora Customer' })).closest(
    'li',
  )!;
  expect(item).toHaveTextContent('09:00');
  expect(item).toHaveTextContent('(Asia/Tokyo)');
  expect(item).toHaveTextContent(/For Cora Customer: .*00:00 \(Europe\/London\)/);

  await userEvent.click(within(item).getByRole('button', { name: 'Add to calendar (.ics)' }));
  await waitFor(() => expect(clicked).toHaveBeenCalled());
  expect((clicked.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
    'meeting-2031-03-04.ics',
  );
  clicked.mockRestore();

  await userEvent.click(
    within(item).getByRole('button', { name: 'Cancel the meeting with Cora Customer' }),
  );
  expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  expect(stub.callsTo('POST /apis/actions/scheduling/meetings/{meetingId}/cancel')[0]!.path).toBe(
    '/apis/actions/scheduling/meetings/mt-1/cancel',
  );
});

it('lets a freelancer edit weekly hours, naming the hours the API refuses', async () => {
  let refuse = true;
  const stub = await renderMeet({
    'GET /apis/actions/scheduling/refresh': () => ok(SCHEDULE),
    'GET /apis/actions/scheduling/meetings': () => ok({ meetings: [] }),
    'PUT /apis/actions/scheduling/availability': ({ body }) =>
      refuse
        ? apiError(400, 'Invalid', [
            { path: 'body.availability.1.end', message: 'Must be after the start' },
          ])
        : ok({ ...SCHEDULE, ...(body as Partial<Schedule>) }),
  });
  const form = (await screen.findByRole('heading', { name: 'When you are available' })).closest(
    'form',
  )!;
  await userEvent.click(within(form).getByRole('button', { name: 'Add hours' }));
  const to = within(form).getByLabelText('To (hours 2)');
  await userEvent.clear(to);
  await userEvent.type(to, '08:00');
  await userEvent.selectOptions(within(form).getByLabelText('Meeting length'), '60');
  await userEvent.click(within(form).getByRole('button', { name: 'Save availability' }));
  expect(await within(form).findByText('Must be after the start')).toBeInTheDocument();
  expect(stub.callsTo('PUT /apis/actions/scheduling/availability')[0]!.body).toEqual({
    availability: [
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '09:00', end: '08:00' },
    ],
    meetingMinutes: 60,
  });
  refuse = false;
  await userEvent.click(within(form).getByRole('button', { name: 'Remove hours 2' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Save availability' }));
  expect(await within(form).findByText('Your availability is saved.')).toBeInTheDocument();
});

it('replaces the private calendar address on request', async () => {
  await renderMeet({
    'GET /apis/actions/scheduling/refresh': () => ok(SCHEDULE),
    'GET /apis/actions/scheduling/meetings': () => ok({ meetings: [] }),
    'POST /apis/actions/scheduling/calendar-feed': () =>
      ok({ ...SCHEDULE, calendarFeedUrl: 'http://api.test/calendar/demo/feed-token-two-bbbb.ics' }),
  });
  const field = await screen.findByLabelText('Private calendar address');
  expect(field).toHaveValue(SCHEDULE.calendarFeedUrl);
  await userEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
  await waitFor(() =>
    expect(field).toHaveValue('http://api.test/calendar/demo/feed-token-two-bbbb.ics'),
  );
  expect(
    screen.getByText('A new address is ready; the old one no longer works.'),
  ).toBeInTheDocument();
});
