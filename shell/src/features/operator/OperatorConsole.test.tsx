import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatedTenant, OperatorTenantList } from '@mp/contracts';
import { apiError, apiStub, type StubHandler } from '@mp/test-kit';
import { renderSignedIn } from '../admin/test-support';
import { OperatorConsole } from './OperatorConsole';

const TOKEN = 'op-token-'.padEnd(40, 'x');

const TENANTS: OperatorTenantList = {
  tenants: [
    {
      tenantId: 'demo',
      name: 'Demo Freelance',
      hosts: ['localhost', '127.0.0.1'],
      languages: ['en', 'ua'],
      defaultLocale: 'en',
      currency: 'GBP',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

const CREATED: CreatedTenant = {
  tenantId: 'beta',
  name: 'Beta Market',
  hosts: ['beta.localhost'],
  languages: ['en', 'de'],
  defaultLocale: 'en',
  currency: 'EUR',
  identity: {
    region: 'local',
    userPoolId: 'local_beta',
    clientId: 'betawebclient',
    identityPoolId: 'local:beta',
  },
  administrator: { userId: 'u-1', email: 'owner@beta.test', invited: false },
};

/** The list answers only the right token, as the API does. */
const listing: StubHandler = (request) =>
  request.authorization === `Bearer ${TOKEN}`
    ? { status: 200, body: TENANTS }
    : apiError(401, 'Not the operator token');

async function renderConsole(routes: Record<string, StubHandler>) {
  const api = apiStub(routes);
  await renderSignedIn(<OperatorConsole />, api.http);
  return api;
}

async function signInAsOperator(token = TOKEN) {
  await userEvent.type(await screen.findByLabelText(/^Operator token/), token);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => sessionStorage.clear());

describe('Operator screen', () => {
  it('asks for the token, says when the API refuses it, and keeps nothing', async () => {
    const api = await renderConsole({ 'GET /operator/tenants': listing });
    expect(api.calls).toHaveLength(0);
    await signInAsOperator('wrong-token');
    expect(
      await screen.findByText('The API refused this operator token. Check it and enter it again.'),
    ).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
    // Never signed with a tenant user's session: the bearer token is the only credential.
    expect(api.calls[0]?.authorization).toBe('Bearer wrong-token');
  });

  it('lists the tenants with the accepted token, kept in this tab until it is forgotten', async () => {
    await renderConsole({ 'GET /operator/tenants': listing });
    await signInAsOperator();
    const table = await screen.findByRole('table', { name: '1 tenant' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('demo');
    expect(row).toHaveTextContent('Demo Freelance');
    expect(row).toHaveTextContent('localhost');
    expect(row).toHaveTextContent('GBP');
    expect(sessionStorage.getItem('mp.operatorToken')).toBe(TOKEN);
    await userEvent.click(screen.getByRole('button', { name: 'Forget the operator token' }));
    expect(sessionStorage.getItem('mp.operatorToken')).toBeNull();
    expect(screen.getByLabelText(/^Operator token/)).toBeInTheDocument();
  });

  it('shows the empty state for a deployment without tenants', async () => {
    sessionStorage.setItem('mp.operatorToken', TOKEN);
    await renderConsole({
      'GET /operator/tenants': () => ({ status: 200, body: { tenants: [] } }),
    });
    expect(await screen.findByText('No tenants yet')).toBeInTheDocument();
  });

  it('says so when a kept token is no longer accepted, and lets the operator enter another', async () => {
    sessionStorage.setItem('mp.operatorToken', 'rotated-away');
    await renderConsole({ 'GET /operator/tenants': listing });
    expect(
      await screen.findByText('The API refused this operator token. Check it and enter it again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Forget the operator token' }));
    await signInAsOperator();
    expect(await screen.findByRole('table', { name: '1 tenant' })).toBeInTheDocument();
  });

  it('checks the form with the API contract before sending, then shows the API field errors', async () => {
    sessionStorage.setItem('mp.operatorToken', TOKEN);
    const api = await renderConsole({
      'GET /operator/tenants': listing,
      'POST /operator/tenants': () =>
        apiError(409, 'The tenant id or a host is taken', [
          { path: 'body.tenantId', message: 'A tenant with this id exists' },
          { path: 'body.hosts.0', message: 'Another tenant serves this host' },
        ]),
    });
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText(/^Tenant id/), 'Bad_Id');
    await userEvent.click(screen.getByRole('button', { name: 'Create tenant' }));
    expect(
      await screen.findByText('Some fields need a change before the tenant can be created.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tenant id/)).toHaveAccessibleDescription(
      expect.stringContaining('Use 2-40 lower-case letters and digits'),
    );
    expect(api.callsTo('POST /operator/tenants')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/^Tenant id/));
    await userEvent.type(screen.getByLabelText(/^Tenant id/), 'demo');
    await userEvent.type(screen.getByLabelText(/^Marketplace name/), 'Demo Two');
    await userEvent.type(screen.getByLabelText(/^Host names/), 'localhost');
    await userEvent.type(screen.getByLabelText(/^Administrator e-mail/), 'a@demo.test');
    await userEvent.type(screen.getByLabelText(/^Administrator name/), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Create tenant' }));
    expect(await screen.findByText('The tenant id or a host is taken')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tenant id/)).toHaveAccessibleDescription(
      expect.stringContaining('A tenant with this id exists'),
    );
    expect(screen.getByLabelText(/^Host names/)).toHaveAccessibleDescription(
      expect.stringContaining('localhost: Another tenant serves this host'),
    );
  });

  it('creates a tenant with the operator token and lists it', async () => {
    sessionStorage.setItem('mp.operatorToken', TOKEN);
    let created = false;
    const api = await renderConsole({
      'GET /operator/tenants': () => ({
        status: 200,
        body: created
          ? { tenants: [...TENANTS.tenants, { ...TENANTS.tenants[0]!, tenantId: 'beta' }] }
          : TENANTS,
      }),
      'POST /operator/tenants': () => {
        created = true;
        return { status: 201, body: CREATED };
      },
    });
    await screen.findByRole('table', { name: '1 tenant' });
    await userEvent.type(screen.getByLabelText(/^Tenant id/), 'beta');
    await userEvent.type(screen.getByLabelText(/^Marketplace name/), 'Beta Market');
    await userEvent.type(screen.getByLabelText(/^Host names/), 'beta.localhost');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Deutsch' }));
    await userEvent.selectOptions(screen.getByLabelText(/^Default language/), 'de');
    await userEvent.clear(screen.getByLabelText(/^Currency$/));
    await userEvent.type(screen.getByLabelText(/^Currency$/), 'eur');
    await userEvent.type(screen.getByLabelText(/^Administrator e-mail/), 'owner@beta.test');
    await userEvent.type(screen.getByLabelText(/^Administrator name/), 'Bea Owner');
    await userEvent.type(screen.getByLabelText(/^Initial password/), 'Beta-Start1');
    await userEvent.click(screen.getByRole('button', { name: 'Create tenant' }));
    expect(await screen.findByText('Tenant beta created')).toBeInTheDocument();
    await screen.findByRole('table', { name: '2 tenants' });
    const [sent] = api.callsTo('POST /operator/tenants');
    expect(sent).toMatchObject({ authorization: `Bearer ${TOKEN}` });
    expect(sent!.body).toEqual({
      tenantId: 'beta',
      name: 'Beta Market',
      hosts: ['beta.localhost'],
      languages: ['en', 'de'],
      defaultLocale: 'de',
      currency: 'EUR',
      administrator: { email: 'owner@beta.test', name: 'Bea Owner', password: 'Beta-Start1' },
    });
    await waitFor(() => expect(screen.getByLabelText(/^Tenant id/)).toHaveValue(''));
  });
});
