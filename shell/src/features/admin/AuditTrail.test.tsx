import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry, AuditPage } from '@mp/contracts';
import { apiError, apiStub, type ApiStub, type StubHandler } from '@mp/test-kit';
import { AUDIT_PAGE_SIZE } from './AuditTrail';
import { renderSignedIn } from './test-support';
import { AuditTrailSection } from '.';

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    entryId: 'a-1',
    actor: { userId: 'admin-1', name: 'Ada Admin', picture: 'https://img.test/ada.png' },
    action: 'customer.approve',
    targetType: 'customer',
    targetId: 'c-7',
    before: { approvalStatus: 'pending', isApproved: false, email: 'c7@example.com' },
    after: { approvalStatus: 'approved', isApproved: true, email: 'c7@example.com' },
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

async function renderSection(routes: Record<string, StubHandler>): Promise<ApiStub> {
  const api = apiStub(routes);
  await renderSignedIn(<AuditTrailSection />, api.http);
  return api;
}

describe('Audit trail', () => {
  it('shows who did what to which subject, what changed, and loads the next page', async () => {
    const api = await renderSection({
      'GET /admin/audit': (request) =>
        request.query.get('page') === '2'
          ? {
              status: 200,
              body: {
                total: AUDIT_PAGE_SIZE + 1,
                entries: [
                  entry({
                    entryId: 'a-2',
                    actor: { userId: 'admin-2', name: '', picture: null },
                    action: 'review.hide',
                    targetType: 'review',
                    targetId: 'r-3',
                    before: { hidden: null },
                    after: { hidden: { reason: 'Spam' } },
                  }),
                ],
              } satisfies AuditPage,
            }
          : {
              status: 200,
              body: { total: AUDIT_PAGE_SIZE + 1, entries: [entry({})] } satisfies AuditPage,
            },
    });
    const section = await screen.findByRole('region', { name: 'Audit trail' });
    const [first] = await within(section).findAllByRole('listitem');
    expect(first).toHaveTextContent('Ada Admin approved a customer');
    expect(first).toHaveTextContent('Subject: customer c-7');
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('https://img.test/ada.png');
    expect(within(first!).getByText(/2026/)).toBeTruthy();
    expect(api.callsTo('GET /admin/audit')[0]?.query.get('page')).toBe('1');
    expect(api.callsTo('GET /admin/audit')[0]?.query.get('pageSize')).toBe(String(AUDIT_PAGE_SIZE));

    await userEvent.click(within(first!).getByText('Changed fields (2)'));
    const diff = within(first!).getByRole('table');
    const rows = within(diff).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FieldBeforeAfter',
      'approvalStatuspendingapproved',
      'isApprovedfalsetrue',
    ]);

    await userEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    expect(await within(section).findByText('admin-2 hid a review')).toBeTruthy();
    expect(api.callsTo('GET /admin/audit')[1]?.query.get('page')).toBe('2');
    expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent('Changed fields (2)');
    expect(within(section).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when nothing is recorded, and offers a retry after a failure', async () => {
    let fail = true;
    await renderSection({
      'GET /admin/audit': () =>
        fail ? apiError(503, 'down') : { status: 200, body: { total: 0, entries: [] } },
    });
    expect(await screen.findByText('The audit trail could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing recorded yet')).toBeTruthy();
  });

  it('asks the API for one action, one administrator or a range of days, from the first page', async () => {
    const api = await renderSection({
      'GET /admin/audit': () => ({
        status: 200,
        body: { total: 1, entries: [entry({})] } satisfies AuditPage,
      }),
    });
    const section = await screen.findByRole('region', { name: 'Audit trail' });
    await within(section).findAllByRole('listitem');
    const last = () => api.callsTo('GET /admin/audit').at(-1)!.query;

    await userEvent.selectOptions(within(section).getByLabelText('Action'), 'hid a review');
    await screen.findAllByRole('listitem');
    expect(last().get('action')).toBe('review.hide');
    expect(last().get('page')).toBe('1');

    await userEvent.click(
      within(section).getByRole('button', { name: 'Only changes by Ada Admin' }),
    );
    expect(await within(section).findByText(/Changes by Ada Admin/)).toBeTruthy();
    expect(last().get('actorId')).toBe('admin-1');

    const calls = api.callsTo('GET /admin/audit').length;
    await userEvent.type(within(section).getByLabelText('To'), '2026-11-01');
    await userEvent.type(within(section).getByLabelText('From'), '2026-11-20');
    expect(await within(section).findByText('The last day comes before the first.')).toBeTruthy();
    expect(
      api
        .callsTo('GET /admin/audit')
        .slice(calls)
        .every((call) => !call.query.has('from')),
    ).toBe(true);
    await userEvent.clear(within(section).getByLabelText('From'));
    await userEvent.type(within(section).getByLabelText('From'), '2026-10-01');
    await screen.findAllByRole('listitem');
    expect(last().get('from')).toBe('2026-10-01');
    expect(last().get('to')).toBe('2026-11-01');

    await userEvent.click(
      within(section).getByRole('button', { name: 'Show every administrator' }),
    );
    await screen.findAllByRole('listitem');
    expect(last().has('actorId')).toBe(false);
  });

  it('names the platform operator who created the marketplace, without a picture or a filter', async () => {
    await renderSection({
      'GET /admin/audit': () => ({
        status: 200,
        body: {
          total: 1,
          entries: [
            entry({
              actor: { kind: 'operator', userId: '', name: '', picture: null },
              action: 'tenant.create',
              targetType: 'tenant',
              targetId: 'beta',
              before: null,
              after: { tenantId: 'beta', hosts: ['beta.localhost'] },
            }),
          ],
        } satisfies AuditPage,
      }),
    });
    const [item] = await screen.findAllByRole('listitem');
    expect(item).toHaveTextContent('Platform operator created the marketplace');
    expect(item).toHaveTextContent('Subject: tenant beta');
    expect(item!.querySelector('img')).toBeNull();
    expect(item!.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(within(item!).queryByRole('button', { name: /Only changes by/ })).toBeNull();
  });
});
