import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttachedUser, ReferralsResponse, Schedule, SessionUser } from '@mp/contracts';
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
import { ProfileApp } from '../../exposed/App';
import { customerMe, me } from '../../testing/fixtures';

const SCHEDULE: Schedule = {
  initialised: false,
  timezone: 'UTC',
  availability: [],
  meetingMinutes: 30,
  calendarFeedUrl: null,
};

const ATTACHED: AttachedUser = {
  userId: 'cu-2',
  name: 'Olga Organisation',
  email: 'olga@example.com',
  roles: 3,
  profilePicture: null,
};

const NO_REFERRALS: ReferralsResponse = { creditsPerReferral: 10, totalCredits: 0, referrals: [] };

function baseRoutes(user: SessionUser): Record<string, StubHandler> {
  return {
    'GET /users/me': () => ok(user.role === 2 ? me() : customerMe()),
    'GET /apis/actions/scheduling/refresh': () => ok(SCHEDULE),
    'GET /apis/actions/recruiter/attached-users': () => ok([]),
    'GET /apis/actions/recruiters': () => ok([]),
    'GET /users/referrals': () => ok(NO_REFERRALS),
    'GET /notifications/preferences': () => ok({ emailAddress: user.email, preferences: [] }),
  };
}

async function renderSettings(
  path: string,
  user: SessionUser,
  routes: Record<string, StubHandler> = {},
  onDeletedPath = '/customer/setting',
) {
  const mountSection = jest.fn((_name: string, _element: HTMLElement) => () => undefined);
  const stub = apiStub({ ...baseRoutes(user), ...routes });
  render(
    <RemoteStage
      App={ProfileApp}
      i18n={await createStageI18n('en', ProfileApp)}
      path={path ?? onDeletedPath}
      user={user}
      http={stub.http}
      mountSection={mountSection}
    />,
  );
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  const sections = () => mountSection.mock.calls.map(([name]) => name);
  return { stub, sections };
}

it("leaves places for the shell's password and language and the freelancer's payment account", async () => {
  const { sections } = await renderSettings('/freelancer/setting', aFreelancerUser());
  await screen.findByRole('textbox', { name: /^Name/ });
  await waitFor(() =>
    expect([...sections()].sort()).toEqual([
      'language-preference',
      'password-change',
      'payment-account',
    ]),
  );
});

it("leaves a place for the customer's ways to pay (owned by contracts-payments)", async () => {
  const { sections } = await renderSettings('/customer/setting', aCustomerUser());
  await screen.findByRole('textbox', { name: /^Name/ });
  await waitFor(() => expect(sections()).toContain('payment-methods'));
  expect(sections()).not.toContain('payment-account');
});

describe('account', () => {
  it("shows the e-mail and saves the name through the caller's role's profile call", async () => {
    const { stub } = await renderSettings('/freelancer/setting', aFreelancerUser(), {
      'POST /freelancers/update/profile': ({ body }) =>
        ok(me({ name: (body as { data: { name: string } }).data.name })),
    });
    const section = await screen.findByRole('region', { name: 'Account' });
    expect(await within(section).findByText(me().email)).toBeInTheDocument();
    const name = within(section).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.click(within(section).getByRole('button', { name: 'Save name' }));
    expect(await within(section).findByText('Please input Name')).toBeInTheDocument();
    await userEvent.type(name, 'Finn Renamed');
    await userEvent.click(within(section).getByRole('button', { name: 'Save name' }));
    expect(await within(section).findByText('Your name is saved.')).toBeInTheDocument();
    expect(stub.callsTo('POST /freelancers/update/profile')[0]?.body).toEqual({
      type: 'basic',
      data: { name: 'Finn Renamed' },
    });
  });

  it('saves the time zone as soon as it is chosen', async () => {
    const { stub } = await renderSettings('/customer/setting', aCustomerUser(), {
      'PUT /apis/actions/scheduling/timezone': ({ body }) =>
        ok({ ...SCHEDULE, timezone: (body as { timezone: string }).timezone }),
    });
    const zone = await screen.findByRole('combobox', { name: /Time zone/ });
    const other = [...(zone as HTMLSelectElement).options]
      .map((option) => option.value)
      .find((value) => value !== 'UTC');
    if (other === undefined) throw new Error('The test browser knows no time zone but UTC');
    await userEvent.selectOptions(zone, other);
    expect(await screen.findByText('Your time zone is saved.')).toBeInTheDocument();
    expect(stub.callsTo('PUT /apis/actions/scheduling/timezone')[0]?.body).toEqual({
      timezone: other,
    });
  });
});

describe('manage users', () => {
  it('attaches by e-mail, says the other account must ask too, and detaches', async () => {
    const changed = jest.fn();
    eventBus.on('profile:changed', changed);
    let attached: AttachedUser[] = [];
    const { stub } = await renderSettings('/customer/setting', aCustomerUser(), {
      'GET /apis/actions/recruiter/attached-users': () => ok(attached),
      'POST /users/attach': () => {
        attached = [ATTACHED];
        return ok(attached);
      },
      'POST /users/detach': () => ok([]),
    });
    const section = await screen.findByRole('region', {
      name: 'Give other users access to your account',
    });
    expect(await within(section).findByText('No linked accounts yet.')).toBeInTheDocument();
    await userEvent.type(
      within(section).getByRole('textbox', { name: /E-mail address/ }),
      'olga@example.com',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Add user' }));
    expect(await within(section).findByText(/Asked to link olga@example\.com/)).toBeInTheDocument();
    expect(stub.callsTo('POST /users/attach')[0]?.body).toEqual({ email: 'olga@example.com' });
    // The shell reads the record again: the avatar menu lists the account at once.
    expect(changed).toHaveBeenCalledWith({ userId: 'cu-1' });
    const list = within(section).getByRole('list', { name: 'Linked accounts' });
    expect(within(list).getByText('Olga Organisation')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Remove Olga Organisation' }));
    expect(
      await within(section).findByText('Olga Organisation no longer has access to your account.'),
    ).toBeInTheDocument();
    expect(stub.callsTo('POST /users/detach')[0]?.body).toEqual({ email: 'olga@example.com' });
    expect(within(section).getByText('No linked accounts yet.')).toBeInTheDocument();
    expect(changed).toHaveBeenCalledTimes(2);
    eventBus.off('profile:changed', changed);
  });

  it("shows the API's reason next to the e-mail when attaching is refused", async () => {
    await renderSettings('/customer/setting', aCustomerUser(), {
      'POST /users/attach': () =>
        apiError(422, 'You cannot attach yourself', [
          { path: 'body.email', message: 'This is your own e-mail' },
        ]),
    });
    const section = await screen.findByRole('region', {
      name: 'Give other users access to your account',
    });
    const email = within(section).getByRole('textbox', { name: /E-mail address/ });
    await userEvent.type(email, 'cora@example.com');
    await userEvent.click(within(section).getByRole('button', { name: 'Add user' }));
    expect(await within(section).findByText('This is your own e-mail')).toBeInTheDocument();
  });
});

describe('recruiters', () => {
  it('lists who may act for the account, with their picture and role', async () => {
    await renderSettings('/freelancer/setting', aFreelancerUser(), {
      'GET /apis/actions/recruiters': () =>
        ok([
          { userId: 'cu-5', name: 'Rita Recruiter', roles: 3, profilePicture: null },
          { userId: 'fl-6', name: 'Fred Friend', roles: 2, profilePicture: null },
        ]),
    });
    const list = await screen.findByRole('list', { name: 'Accounts that can act for you' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Rita Recruiter · Customer');
    expect(items[1]).toHaveTextContent('Fred Friend · Freelancer');
  });

  it('says when nobody can act for the account', async () => {
    await renderSettings('/customer/setting', aCustomerUser());
    expect(await screen.findByText('No other account can act for yours.')).toBeInTheDocument();
  });
});

describe('referrals', () => {
  it('shows the invite link and who signed up through it', async () => {
    await renderSettings('/customer/setting', aCustomerUser(), {
      'GET /users/referrals': () =>
        ok({
          creditsPerReferral: 10,
          totalCredits: 10,
          referrals: [
            {
              userId: 'fl-9',
              name: 'Rita Referred',
              profilePicture: null,
              credits: 10,
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        }),
    });
    const section = await screen.findByRole('region', { name: 'Referrals' });
    expect(await within(section).findByText('Credits earned: 10')).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: /Your invite link/ })).toHaveValue(
      `${window.location.origin}/register?ref=cu-1`,
    );
    const list = within(section).getByRole('list', {
      name: 'People who signed up through your link',
    });
    expect(within(list).getByText('Rita Referred')).toBeInTheDocument();
    expect(within(list).getByText('+10 credits')).toBeInTheDocument();
  });

  it('says when nobody has signed up yet', async () => {
    await renderSettings('/freelancer/setting', aFreelancerUser());
    const section = await screen.findByRole('region', { name: 'Referrals' });
    expect(
      await within(section).findByText('Nobody has signed up through your link yet.'),
    ).toBeInTheDocument();
    expect(within(section).getByText(/earns you 10 credits/)).toBeInTheDocument();
  });
});

describe('delete account', () => {
  it('explains the rule on open contracts and shows why the API refused', async () => {
    const { stub } = await renderSettings('/customer/setting', aCustomerUser(), {
      'DELETE /users/request-delete-account': () =>
        apiError(
          409,
          'End or close your open contracts before deleting your account: Booking page',
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/While you have an open contract/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText(/Booking page/)).toBeInTheDocument();
    expect(stub.callsTo('DELETE /users/request-delete-account')).toHaveLength(1);
  });
});
