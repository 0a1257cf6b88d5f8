import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALL_CLIENT_EVENTS, type CallRoom, type SessionUser } from '@mp/contracts';
import { eventBus, type CallSendPayload } from '@mp/event-bus';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { aCustomerUser, aFreelancerUser, apiStub, ok, type StubHandler } from '@mp/test-kit';
import { MessagingApp } from '../../exposed/App';
import { channel } from '../../testing/fixtures';

beforeAll(() => import('./MeetScreen'));

const CUSTOMER = aCustomerUser();
const FREELANCER = aFreelancerUser();

async function renderMeet(
  path: string,
  routes: Record<string, StubHandler>,
  options: { user?: SessionUser; videoChat?: boolean } = {},
) {
  const stub = apiStub(routes);
  const i18n = await createStageI18n('en', MessagingApp);
  // Loads that settle at once (nothing to fetch) update the screen inside act.
  await act(async () => {
    render(
      <RemoteStage
        App={MessagingApp}
        i18n={i18n}
        path={path}
        user={options.user ?? FREELANCER}
        http={stub.http}
        features={{ videoChat: options.videoChat ?? true }}
      />,
    );
  });
  return stub;
}

function room(overrides: Partial<CallRoom> = {}): CallRoom {
  return {
    roomName: 'room-1',
    topic: 'channel:ch-1',
    jobId: 'job-1',
    channelId: 'ch-1',
    createdBy: CUSTOMER.id,
    createdAt: '2026-11-26T09:00:00.000Z',
    expiresAt: '2026-11-26T13:00:00.000Z',
    participants: [
      { userId: CUSTOMER.id, name: CUSTOMER.name, profilePicture: null, role: 3 },
      { userId: FREELANCER.id, name: FREELANCER.name, profilePicture: null, role: 1 },
    ],
    ...overrides,
  };
}

const grant = (r: CallRoom = room()) =>
  ok({
    provider: 'builtin',
    roomName: r.roomName,
    token: 'room-token',
    expiresAt: '2026-11-26T09:10:00.000Z',
    room: r,
  });

/** The browser's camera and microphone: refused by the user. */
function blockMedia() {
  const denied = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: jest.fn(() => Promise.reject(denied)),
      enumerateDevices: jest.fn(() => Promise.resolve([])),
    },
  });
}

/** The shell's side of the page bus: answers call requests like the live socket would. */
function answerCalls(answer: (payload: CallSendPayload) => unknown) {
  const requests: CallSendPayload[] = [];
  const off = eventBus.subscribe('call:send', (payload) => {
    requests.push(payload);
    payload.reply(answer(payload));
  });
  return { requests, off };
}

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
});

it('lists the open calls to join and the people to call', async () => {
  await renderMeet('/freelancer/meet', {
    'GET /apis/video/rooms': () => ok({ rooms: [room()] }),
    'GET /channel/list': () => ok({ channels: [channel()], unreadCount: 0 }),
  });
  const rooms = await screen.findByRole('region', { name: 'Calls you are invited to' });
  expect(
    await within(rooms).findByRole('link', { name: `Join the call with ${CUSTOMER.name}` }),
  ).toHaveAttribute('href', '/freelancer/meet?room=room-1');
  const people = screen.getByRole('region', { name: 'Call someone you work with' });
  expect(
    await within(people).findByRole('link', { name: `Call ${CUSTOMER.name}` }),
  ).toHaveAttribute('href', `/freelancer/meet?with=${CUSTOMER.id}`);
});

it('says when there are no calls and nobody to call', async () => {
  await renderMeet('/freelancer/meet', {
    'GET /apis/video/rooms': () => ok({ rooms: [] }),
    'GET /channel/list': () => ok({ channels: [], unreadCount: 0 }),
  });
  expect(await screen.findByRole('heading', { name: 'No open calls' })).toBeVisible();
  expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeVisible();
});

it('says video calls are off', async () => {
  await renderMeet('/freelancer/meet', {}, { videoChat: false });
  expect(
    await screen.findByText('Video calls are not enabled for your account on this marketplace.'),
  ).toBeVisible();
});

it('refuses a malformed call link', async () => {
  await renderMeet('/freelancer/meet?room=not%20a%20room', {});
  expect(await screen.findByText('This call link is not valid.')).toBeVisible();
});

it('says a call the user is not invited to has ended, without a way to join', async () => {
  blockMedia();
  await renderMeet('/freelancer/meet?room=room-9', {
    'POST /settings/video-token': () => ({
      status: 404,
      body: { code: 'CALL_NOT_FOUND', message: 'No such call' },
    }),
  });
  expect(
    await screen.findByRole('heading', {
      name: 'This call has ended, or you are not invited to it.',
    }),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Join call' })).not.toBeInTheDocument();
});

it('explains a blocked camera, still starts the call, and leaves it', async () => {
  blockMedia();
  const calls = answerCalls(({ event }) =>
    event === CALL_CLIENT_EVENTS.join
      ? { ok: true, roomName: 'room-1', peerId: 'me', peers: [] }
      : { ok: true },
  );
  const stub = await renderMeet(
    '/customer/meet?channelId=ch-1',
    {
      'GET /channel/list': () =>
        ok({
          channels: [
            channel({
              otherParty: {
                userId: FREELANCER.id,
                name: FREELANCER.name,
                profilePicture: null,
                roles: 1,
              },
            }),
          ],
          unreadCount: 0,
        }),
      'POST /apis/video/signature': () => grant(),
      'POST /apis/video/token': () =>
        ok({
          provider: 'builtin',
          userId: CUSTOMER.id,
          iceServers: [],
          expiresAt: '2026-11-26T21:00:00.000Z',
        }),
    },
    { user: CUSTOMER },
  );

  expect(await screen.findByRole('heading', { name: `Call ${FREELANCER.name}` })).toBeVisible();
  expect(await screen.findByText('Camera and microphone are blocked')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Start call' }));

  expect(await screen.findByText(`Waiting for ${FREELANCER.name} to join…`)).toBeInTheDocument();
  expect(stub.callsTo('POST /apis/video/signature')[0]?.body).toEqual({
    roomTopic: 'channel:ch-1',
    provider: 'builtin',
  });
  expect(stub.callsTo('POST /apis/video/token')[0]?.body).toEqual({
    forUserId: CUSTOMER.id,
    provider: 'builtin',
  });
  expect(calls.requests.map((r) => [r.event, r.request])).toEqual([
    [
      CALL_CLIENT_EVENTS.join,
      { token: 'room-token', state: { audio: false, video: false, screen: false } },
    ],
    [
      CALL_CLIENT_EVENTS.state,
      { roomName: 'room-1', state: { audio: false, video: false, screen: false } },
    ],
  ]);
  expect(screen.getByRole('timer')).toHaveTextContent(/^0:0\d$/);

  await userEvent.click(screen.getByRole('button', { name: 'Leave call' }));
  expect(await screen.findByRole('heading', { name: 'You left the call' })).toBeVisible();
  await waitFor(() =>
    expect(calls.requests.map((r) => r.event)).toContain(CALL_CLIENT_EVENTS.leave),
  );
  expect(screen.getByRole('button', { name: 'Rejoin' })).toBeVisible();
  calls.off();
});
