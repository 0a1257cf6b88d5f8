import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCustomer, AdminCustomersPage } from '@mp/contracts';
import { apiError, apiStub, type ApiStub, type StubHandler } from '@mp/test-kit';
import { renderSignedIn } from './test-support';
import { CustomerApprovalsSection } from '.';

// The admin screens run in the acme tenant.
const ACME = { tenantId: 'acme' };

function customer(overrides: Partial<AdminCustomer>): AdminCustomer {
  return {
    userId: 'u-1',
    name: 'Parker Pending',
    email: 'parker@acme.test',
    isCustomerOrganisation: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    isApproved: false,
    approvalStatus: 'pending',
    decidedAt: null,
    decidedBy: null,
    reason: null,
    ...overrides,
  };
}

const PARKER = customer({});
const OLGA = customer({
  userId: 'u-2',
  name: 'Olga Org',
  email: 'olga@acme.test',
  isCustomerOrganisation: true,
  createdAt: '2026-11-21T09:30:00.000Z',
});

/** The API's queue: pending customers; a decision removes one and answers the decided record. */
function queueRoutes(initial: AdminCustomer[]): Record<string, StubHandler> {
  let pending = [...initial];
  const routes: Record<string, StubHandler> = {
    'GET /admin/customers': () => ({
      status: 200,
      body: { customers: pending } satisfies AdminCustomersPage,
    }),
  };
  for (const c of initial) {
    routes[`POST /admin/customers/${c.userId}/approval`] = (request) => {
      const body = request.body as { approved: boolean; reason?: string };
      if (!pending.some((p) => p.userId === c.userId))
        return apiError(409, 'The customer is already approved', [], 'CONFLICT');
      pending = pending.filter((p) => p.userId !== c.userId);
      return {
        status: 200,
        body: {
          ...c,
          isApproved: body.approved,
          approvalStatus: body.approved ? 'approved' : 'declined',
          reason: body.reason ?? null,
        },
      };
    };
  }
  return routes;
}

function renderSection(api: ApiStub) {
  return renderSignedIn(<CustomerApprovalsSection />, api.http);
}

describe('Customers waiting for approval', () => {
  it('lists pending customers and approves one: announced, focus on the next, signed call', async () => {
    const api = apiStub(queueRoutes([PARKER, OLGA]), ACME);
    await renderSection(api);
    const parker = (await screen.findByRole('heading', { name: 'Parker Pending' })).closest('li')!;
    expect(within(parker).getByText('parker@acme.test')).toBeTruthy();
    expect(within(parker).getByText('Individual')).toBeTruthy();
    expect(within(parker).getByText('20 Nov 2026')).toBeTruthy();
    const olga = screen.getByRole('heading', { name: 'Olga Org' }).closest('li')!;
    expect(within(olga).getByText('Organisation')).toBeTruthy();
    expect(api.callsTo('GET /admin/customers')[0]?.query.get('status')).toBe('pending');

    await userEvent.click(screen.getByRole('button', { name: 'Approve Parker Pending' }));

    expect(
      await screen.findByText('Parker Pending is approved and can now use the marketplace.'),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Parker Pending is approved');
    expect(screen.queryByRole('heading', { name: 'Parker Pending' })).toBeNull();
    const [decision] = api.callsTo('POST /admin/customers/u-1/approval');
    expect(decision).toMatchObject({ body: { approved: true }, signed: true, tenant: 'acme' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve Olga Org' })),
    );
  });

  it('declines with a reason from the dialog; the empty queue says nobody is waiting', async () => {
    const api = apiStub(queueRoutes([OLGA]), ACME);
    await renderSection(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline Olga Org' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline Olga Org?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '  No company record found ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline customer' }));

    expect(await screen.findByText('Olga Org was declined.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /admin/customers/u-2/approval')[0]?.body).toEqual({
      approved: false,
      reason: 'No company record found',
    });
    expect(screen.getByText('No customers are waiting')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Customers waiting for approval' }),
      ),
    );
  });

  it('closes the decline dialog with Escape without deciding', async () => {
    const api = apiStub(queueRoutes([OLGA]), ACME);
    await renderSection(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline Olga Org' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /admin/customers/u-2/approval')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Olga Org' })).toBeTruthy();
  });

  it('says when another administrator already decided (409) and drops the row', async () => {
    const api = apiStub(
      {
        ...queueRoutes([PARKER]),
        'POST /admin/customers/u-1/approval': () =>
          apiError(409, 'The customer is already approved', [], 'CONFLICT'),
      },
      ACME,
    );
    await renderSection(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Parker Pending' }));
    const alert = await screen.findByText(
      'Parker Pending was already decided by another administrator.',
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('heading', { name: 'Parker Pending' })).toBeNull();
  });

  it('shows a load failure with a retry that loads the queue', async () => {
    let failures = 1;
    const routes = queueRoutes([PARKER]);
    const api = apiStub(
      {
        ...routes,
        'GET /admin/customers': (request) =>
          failures-- > 0
            ? apiError(503, 'Try later', [], 'SERVICE_UNAVAILABLE')
            : routes['GET /admin/customers']!(request),
      },
      ACME,
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSection(api);
    expect(
      await screen.findByText('The customers waiting for approval could not be loaded.'),
    ).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('[admin] pending customers failed', expect.anything());
    logged.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Parker Pending' })).toBeTruthy();
    expect(api.callsTo('GET /admin/customers')).toHaveLength(2);
  });
});
