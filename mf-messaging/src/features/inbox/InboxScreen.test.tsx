import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOCKET_EVENTS, type SessionUser } from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
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
import { channel, message } from '../../testing/fixtures';

beforeAll(() => import('./InboxScreen'));

async function renderInbox(
  path: string,
  routes: Record<string, StubHandler>,
  user: SessionUser = aFreelancerUser(),
  lng = 'en',
  features: Readonly<Record<string, boolean>> = {},
) {
  const stub = apiStub(routes);
  render(
    <RemoteStage
      App={MessagingApp}
      i18n={await createStageI18n(lng, MessagingApp)}
      path={path}
      user={user}
      http={stub.http}
      features={features}
    />,
  );
  return stub;
}

function unreadEvents(): { counts: number[]; off: () => void } {
  const counts: number[] = [];
  const off = eventBus.subscribe('unread:changed', ({ count }) => counts.push(count));
  return { counts, off };
}

it('lists conversations with their last message and unread badge', async () => {
  const last = message({ message: 'Are you free next week?' });
  await renderInbox('/freelancer/inbox', {
    'GET /channel/list': () =>
      ok({ channels: [channel({ lastMessage: last, unreadCount: 2 })], unreadCount: 2 }),
  });
  const nav = await screen.findByRole('navigation', { name: 'Conversations' });
  const link = await within(nav).findByRole('link', { name: /Cora Customer/ });
  expect(link).toHaveAttribute('href', '/freelancer/inbox/ch-1');
  expect(link).toHaveTextContent('Are you free next week?');
  expect(link).toHaveTextContent('2 unread');
  expect(link).toHaveTextContent('Booking website');
  expect(screen.getByRole('heading', { name: 'Choose a conversation' })).toBeInTheDocument();
});

it('says there are no conversations yet, in the user language', async () => {
  await renderInbox(
    '/customer/inbox',
    { 'GET /channel/list': () => ok({ channels: [], unreadCount: 0 }) },
    aCustomerUser(),
    'de',
  );
  expect(
    await screen.findByRole('heading', { name: 'Noch keine Unterhaltungen' }),
  ).toBeInTheDocument();
  // The next step: conversations start from the freelancers a customer finds.
  expect(screen.getByRole('link', { name: 'Freelancer finden' })).toHaveAttribute(
    'href',
    '/customer/cl-search',
  );
});

it('opens a conversation, reads it and tells the shell the new unread total', async () => {
  const unread = unreadEvents();
  let read = false;
  const stub = await renderInbox('/freelancer/inbox/ch-1', {
    'GET /channel/list': () =>
      ok({ channels: [channel({ unreadCount: read ? 0 : 1 })], unreadCount: read ? 0 : 1 }),
    'GET /channel/ch-1': () => {
      read = true;
      return ok({
        channel: channel({ unreadCount: 1 }),
        messages: [message({ message: 'Hello Fran!' })],
      });
    },
  });
  const log = await screen.findByRole('log', { name: 'Messages with Cora Customer' });
  expect(within(log).getByText('Hello Fran!')).toBeInTheDocument();
  expect(within(log).getByText('Cora Customer')).toBeInTheDocument();
  // Sent at the fixture time: how long ago, with the full date and time as its tooltip.
  expect(within(log).getByText(/ ago$/)).toHaveAttribute(
    'title',
    expect.stringMatching(/^20 Nov 2026, /),
  );
  await waitFor(() => expect(unread.counts.at(-1)).toBe(0));
  expect(stub.callsTo('GET /channel/ch-1')[0]?.signed).toBe(true);
  unread.off();
});

it('offers a video call with the other party while video calls are on', async () => {
  const routes = {
    'GET /channel/list': () => ok({ channels: [channel()], unreadCount: 0 }),
    'GET /channel/ch-1': () => ok({ channel: channel(), messages: [] }),
  };
  await renderInbox('/freelancer/inbox/ch-1', routes, aFreelancerUser(), 'en', {
    videoChat: true,
  });
  expect(
    await screen.findByRole('link', { name: 'Video call with Cora Customer' }),
  ).toHaveAttribute('href', '/freelancer/meet?channelId=ch-1');
});

it('offers no video call while video calls are off', async () => {
  await renderInbox('/freelancer/inbox/ch-1', {
    'GET /channel/list': () => ok({ channels: [channel()], unreadCount: 0 }),
    'GET /channel/ch-1': () => ok({ channel: channel(), messages: [] }),
  });
  expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Video call with/ })).not.toBeInTheDocument();
});

it('sends with Enter, keeps Shift+Enter for new lines and explains a refused message', async () => {
  const sent: unknown[] = [];
  let refuse = false;
  await renderInbox('/freelancer/inbox/ch-1', {
    'GET /channel/list': () => ok({ channels: [channel()], unreadCount: 0 }),
    'GET /channel/ch-1': () => ok({ channel: channel(), messages: [] }),
    'POST /channel/ch-1/messages': ({ body }) => {
      sent.push(body);
      if (refuse)
        return apiError(400, 'Invalid request', [
          { path: 'body.message', message: 'At most 5000 characters' },
        ]);
      const text = (body as { message: string }).message;
      return ok(
        { channelId: 'ch-1', message: message({ senderId: aFreelancerUser().id, message: text }) },
        201,
      );
    },
  });
  expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: 'Message to Cora Customer' });
  await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
  expect(sent).toHaveLength(0);
  await userEvent.keyboard('{Enter}');
  const log = screen.getByRole('log', { name: 'Messages with Cora Customer' });
  expect(await within(log).findByText(/Line one\s+Line two/)).toBeInTheDocument();
  expect(within(log).getByText('You')).toBeInTheDocument();
  expect(sent).toEqual([{ message: 'Line one\nLine two' }]);
  expect(box).toHaveValue('');

  refuse = true;
  await userEvent.type(box, 'Too long{Enter}');
  expect(
    await screen.findByText('The message was not sent: At most 5000 characters'),
  ).toBeInTheDocument();
  expect(box).toHaveValue('Too long');
});

it('shows a message that arrives live in the open conversation', async () => {
  const messages = [message({ message: 'First' })];
  await renderInbox('/freelancer/inbox/ch-1', {
    'GET /channel/list': () => ok({ channels: [channel()], unreadCount: 0 }),
    'GET /channel/ch-1': () => ok({ channel: channel(), messages: [...messages] }),
  });
  const log = await screen.findByRole('log', { name: 'Messages with Cora Customer' });
  await within(log).findByText('First');
  messages.push(message({ message: 'Arrived live' }));
  act(() => {
    eventBus.emit(SOCKET_EVENTS.channelMessageReceived, {
      channelId: 'ch-1',
      senderName: 'Cora Customer',
      message: 'Arrived live',
    });
  });
  expect(await within(log).findByText('Arrived live')).toBeInTheDocument();
});

it('opens or creates the conversation named in the address, then shows it', async () => {
  const stub = await renderInbox(
    '/customer/inbox?freelancerId=fl-1&jobId=job-1',
    {
      'GET /channel/list': () => ok({ channels: [], unreadCount: 0 }),
      'POST /channel': () =>
        ok({
          channel: channel({
            otherParty: { userId: 'fl-1', name: 'Finn Freelancer', profilePicture: null, roles: 2 },
          }),
          created: true,
        }),
      'GET /channel/ch-1': () =>
        ok({
          channel: channel({
            otherParty: { userId: 'fl-1', name: 'Finn Freelancer', profilePicture: null, roles: 2 },
          }),
          messages: [],
        }),
    },
    aCustomerUser(),
  );
  expect(
    await screen.findByRole('textbox', { name: 'Message to Finn Freelancer' }),
  ).toBeInTheDocument();
  expect(stub.callsTo('POST /channel')[0]?.body).toEqual({
    customerId: aCustomerUser().id,
    freelancerId: 'fl-1',
    jobId: 'job-1',
  });
});

it('explains a conversation that is not the caller', async () => {
  await renderInbox('/freelancer/inbox/nope', {
    'GET /channel/list': () => ok({ channels: [], unreadCount: 0 }),
    'GET /channel/nope': () => apiError(404, 'Channel not found', [], 'CHANNEL_NOT_FOUND'),
  });
  expect(
    await screen.findByText('This conversation does not exist, or you are not part of it.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to conversations' })).toHaveAttribute(
    'href',
    '/freelancer/inbox',
  );
});
