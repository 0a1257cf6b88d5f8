import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from '@mp/router';
import { ROLES, SOCKET_EVENTS, type Notification, type NotificationsPage } from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import { apiError, apiStub, type ApiStub, type StubHandler } from '@mp/test-kit';
import { initShellI18n } from '../../i18n';
import { SessionContext } from '../session/context';
import type { SessionValue, ShellSessionUser } from '../session';
import { NotificationBell } from './NotificationBell';

const FREELANCER = {
  userId: 'f-1',
  name: 'Fran Freelancer',
  email: 'fran@demo.test',
  role: ROLES.freelancer,
  isApproved: true,
  isCustomerOrganisation: false,
  attachedUsers: [],
  availableCredits: 0,
  surveySeen: true,
} as unknown as ShellSessionUser;

function note(overrides: Partial<Notification>): Notification {
  return {
    id: 'n-1',
    kind: 'JOB_INVITATION',
    payload: { jobId: 'j-1', jobTitle: 'Logo design' },
    createdBy: 'c-1',
    actor: { userId: 'c-1', name: 'Cora Customer', profilePicture: 'https://img.test/cora.png' },
    readAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const INVITATION = note({});
const OLD_PROPOSAL = note({
  id: 'n-2',
  kind: 'CONTRACT_ACCEPTED',
  payload: { jobId: 'j-2', jobTitle: 'Shop' },
  actor: null,
  readAt: '2026-11-19T10:00:00.000Z',
});

function routes(initial: Notification[]): Record<string, StubHandler> {
  let items = [...initial];
  const unread = () => items.filter((item) => item.readAt === null).length;
  return {
    'GET /notifications': () => ({
      status: 200,
      body: { notifications: items, unreadCount: unread() } satisfies NotificationsPage,
    }),
    'POST /notifications/read': (request) => {
      const body = request.body as { ids?: string[]; all?: true };
      const before = unread();
      items = items.map((item) =>
        body.all === true || body.ids?.includes(item.id)
          ? { ...item, readAt: item.readAt ?? '2026-11-21T00:00:00.000Z' }
          : item,
      );
      return { status: 200, body: { updated: before - unread(), unreadCount: unread() } };
    },
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

async function renderBell(api: ApiStub) {
  const i18n = createInstance();
  await initShellI18n('en', i18n);
  await i18n.loadNamespaces('notifications');
  const session: SessionValue = {
    status: 'authenticated',
    user: FREELANCER,
    signOut: async () => undefined,
    switchTo: async () => undefined,
    http: api.http,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={['/freelancer/profile']}>
          <NotificationBell />
          <Where />
        </MemoryRouter>
      </SessionContext.Provider>
    </I18nextProvider>,
  );
}

describe('the notification bell', () => {
  it('shows the unread count, lists notifications with their pictures and opens one', async () => {
    const api = apiStub(routes([INVITATION, OLD_PROPOSAL]));
    await renderBell(api);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(within(bell).getByTestId('notification-count').textContent).toBe('1');
    expect(api.callsTo('GET /notifications')[0]).toMatchObject({ signed: true });

    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const invitation = within(panel).getByRole('link', {
      name: /Cora Customer invited you to the job “Logo design”/,
    });
    expect(within(invitation).getByText('Unread')).toBeTruthy();
    expect(invitation.querySelector('img')?.getAttribute('src')).toBe('https://img.test/cora.png');
    expect(within(panel).getByText('The contract for “Shop” was accepted')).toBeTruthy();

    await userEvent.click(invitation);
    expect(screen.getByTestId('where').textContent).toBe('/freelancer/search-jobs?jobId=j-1');
    await waitFor(() =>
      expect(api.callsTo('POST /notifications/read')[0]?.body).toEqual({ ids: ['n-1'] }),
    );
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
    expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeTruthy();
  });

  it('asks both parties of a completed booking to review, linking to the reviews', async () => {
    const completed = note({
      id: 'n-3',
      kind: 'BOOKING_COMPLETED',
      payload: {
        jobId: 'j-3',
        productTitle: 'Logo review',
        otherPartyName: 'Cora Customer',
        link: '/freelancer/manage/j-3#reviews',
      },
    });
    await renderBell(apiStub(routes([completed])));
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    await userEvent.click(
      within(panel).getByRole('link', {
        name: /“Logo review” is complete: rate and review Cora Customer/,
      }),
    );
    expect(screen.getByTestId('where').textContent).toBe('/freelancer/manage/j-3');
  });

  it('adds a live notification at the top and marks all read', async () => {
    const api = apiStub(routes([OLD_PROPOSAL]));
    await renderBell(api);
    await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    const live = note({
      id: 'n-3',
      kind: 'MEETING_REMINDER',
      payload: { otherPartyName: 'Cora Customer', startsAt: '2026-12-01T09:00:00.000Z' },
    });
    act(() => eventBus.emit(SOCKET_EVENTS.notificationCreated, { notification: live }));
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const items = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole(
      'listitem',
    );
    expect(items[0]?.textContent).toMatch(
      /Your meeting with Cora Customer starts at \d{1,2} [A-Z][a-z]{2} 2026, \d{1,2}:\d{2} [AP]M.+ ago(Unread)?$/,
    );
    // The same notification twice (a reconnect) is listed once.
    act(() => eventBus.emit(SOCKET_EVENTS.notificationCreated, { notification: live }));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(api.callsTo('POST /notifications/read')[0]?.body).toEqual({ all: true }),
    );
    expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says when there is nothing yet, and offers a retry when loading fails', async () => {
    let fail = true;
    const api = apiStub({
      'GET /notifications': () =>
        fail
          ? apiError(503, 'Service unavailable', [], 'SERVICE_UNAVAILABLE')
          : { status: 200, body: { notifications: [], unreadCount: 0 } },
    });
    await renderBell(api);
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(await screen.findByText('Your notifications could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });
});
