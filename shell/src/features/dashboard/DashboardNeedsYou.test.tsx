import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from '@mp/router';
import {
  ROLES,
  SOCKET_EVENTS,
  type Dashboard,
  type DashboardItem,
  type Notification,
  type RemoteName,
  type Role,
} from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import { apiError, apiStub, type StubReply } from '@mp/test-kit';
import { MoneyProvider } from '@mp/ui';
import { initShellI18n } from '../../i18n';
import { ShellContext } from '../../shell-context';
import { SessionContext } from '../session/context';
import type { SessionValue } from '../session';
import { announceDashboardChange } from './dashboard-changes';
import { DashboardNeedsYou } from './DashboardNeedsYou';

function item(overrides: Partial<DashboardItem>): DashboardItem {
  return {
    id: 'proposalReceived:p-1',
    kind: 'proposalReceived',
    at: '2026-11-25T10:00:00.000Z',
    link: '/customer/list-all-proposals?jobId=j-1',
    title: 'Logo design',
    jobTitle: null,
    person: { userId: 'f-1', name: 'Fran Freelancer', profilePicture: 'https://img.test/fran.png' },
    amount: null,
    count: null,
    status: null,
    ...overrides,
  };
}

const PROPOSAL = item({});
const TO_PAY = item({
  id: 'milestoneToPay:m-1',
  kind: 'milestoneToPay',
  at: '2026-11-24T10:00:00.000Z',
  link: '/customer/contract/j-2?mode=overview',
  title: 'Design',
  jobTitle: 'Shop',
  amount: 40000,
});
const NO_PROPOSALS = item({
  id: 'jobWithoutProposals:j-3',
  kind: 'jobWithoutProposals',
  link: '/customer/list-all-proposals?jobId=j-3',
  title: 'Menu cards',
  person: null,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

interface Options {
  role?: Role;
  remotes?: RemoteName[];
  replies: Array<StubReply | (() => StubReply)>;
}

async function renderNeedsYou({ role = ROLES.customer, remotes = ['mf_jobs'], replies }: Options) {
  let call = 0;
  const api = apiStub({
    'GET /dashboard': () => {
      const reply = replies[Math.min(call, replies.length - 1)];
      call += 1;
      return typeof reply === 'function' ? reply() : (reply as StubReply);
    },
  });
  const i18n = createInstance();
  await initShellI18n('en', i18n);
  const session: SessionValue = {
    status: 'authenticated',
    user: null,
    signOut: async () => undefined,
    switchTo: async () => undefined,
    http: api.http,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider value={session}>
        <ShellContext.Provider
          value={{
            tenantId: 'demo',
            apiBaseUrl: 'http://api.test',
            enabledRemotes: remotes,
            featuresReady: true,
            user: null,
            features: {},
            tenant: { name: 'Demo', currency: 'GBP', currencySign: '£' },
          }}
        >
          <MoneyProvider format={{ currency: 'GBP', locale: 'en', sign: '£' }}>
            <MemoryRouter initialEntries={['/dashboard']}>
              <Routes>
                <Route path="/dashboard" element={<DashboardNeedsYou role={role} />} />
                <Route path="*" element={<Where />} />
              </Routes>
            </MemoryRouter>
          </MoneyProvider>
        </ShellContext.Provider>
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  return api;
}

function ok(dashboard: Partial<Dashboard>): StubReply {
  return { status: 200, body: { items: [], nextProfileStep: null, ...dashboard } };
}

describe('what needs you now on the dashboard', () => {
  it('shows a skeleton, then what needs the customer with pictures and amounts, and opens an item', async () => {
    await renderNeedsYou({ replies: [ok({ items: [PROPOSAL, TO_PAY] })] });
    expect(screen.getByRole('status', { name: 'Loading what needs you' })).toBeTruthy();
    const proposal = await screen.findByRole('link', {
      name: 'Fran Freelancer sent a proposal for “Logo design”',
    });
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('https://img.test/fran.png');
    expect(within(rows[1] as HTMLElement).getByText('£400.00')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Job: Shop')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading what needs you' })).toBeNull();
    await userEvent.click(proposal);
    expect(screen.getByTestId('where').textContent).toBe('/customer/list-all-proposals?jobId=j-1');
  });

  it('adds a new item live, without a reload, when a notification arrives', async () => {
    const api = await renderNeedsYou({
      replies: [ok({ items: [TO_PAY] }), ok({ items: [PROPOSAL, TO_PAY] })],
    });
    await screen.findByRole('link', { name: /Fund the milestone “Design”/ });
    act(() =>
      eventBus.emit(SOCKET_EVENTS.notificationCreated, {
        notification: { id: 'n-1', kind: 'PROPOSAL_RECEIVED' } as Notification,
      }),
    );
    expect(
      await screen.findByRole('link', {
        name: 'Fran Freelancer sent a proposal for “Logo design”',
      }),
    ).toBeTruthy();
    expect(api.callsTo('GET /dashboard')).toHaveLength(2);
    // The list stays on screen while it reloads: no skeleton comes back.
    expect(screen.queryByRole('status', { name: 'Loading what needs you' })).toBeNull();
  });

  it("drops an administrator's item once they decide it in the queue on the same page", async () => {
    const approval = item({
      id: 'customerApproval:c-9',
      kind: 'customerApproval',
      link: '/dashboard#customer-approvals',
      title: 'Wanda Waiting',
      person: { userId: 'c-9', name: 'Wanda Waiting', profilePicture: null },
    });
    await renderNeedsYou({
      role: ROLES.administrator,
      replies: [ok({ items: [approval] }), ok({})],
    });
    expect(
      await screen.findByRole('link', { name: 'Wanda Waiting is waiting for approval' }),
    ).toHaveAttribute('href', '/dashboard#customer-approvals');
    act(() => announceDashboardChange());
    expect(await screen.findByRole('heading', { name: "You're all caught up" })).toBeTruthy();
    expect(screen.getByText('No customer or product is waiting for approval.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Post a job' })).toBeNull();
  });

  it('says the customer is all caught up, with the button to post a job', async () => {
    await renderNeedsYou({ replies: [ok({})] });
    expect(await screen.findByRole('heading', { name: "You're all caught up" })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Post a job' }));
    expect(screen.getByTestId('where').textContent).toBe('/post-job');
  });

  it('offers no action the tenant does not have', async () => {
    await renderNeedsYou({ replies: [ok({})], remotes: [] });
    await screen.findByRole('heading', { name: "You're all caught up" });
    expect(screen.queryByRole('link', { name: 'Post a job' })).toBeNull();
  });

  it("shows a freelancer's next profile step and items without a person", async () => {
    await renderNeedsYou({
      role: ROLES.freelancer,
      replies: [
        ok({
          items: [NO_PROPOSALS],
          nextProfileStep: { step: 'picture', link: '/freelancer/profile' },
        }),
      ],
    });
    expect(
      await screen.findByText('Add a profile picture: customers hire people they can see.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /No proposals yet for “Menu cards”/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Complete your profile' }));
    expect(screen.getByTestId('where').textContent).toBe('/freelancer/profile');
  });

  it('says when the dashboard failed and loads it again on request', async () => {
    await renderNeedsYou({
      replies: [apiError(500, 'Down'), ok({ items: [PROPOSAL] })],
    });
    expect(await screen.findByText('Your dashboard could not be loaded.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: 'Fran Freelancer sent a proposal for “Logo design”' }),
      ).toBeTruthy(),
    );
  });
});
