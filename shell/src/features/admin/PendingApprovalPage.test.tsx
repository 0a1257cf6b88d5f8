import { screen } from '@testing-library/react';
import type { OwnApproval } from '@mp/contracts';
import { apiStub } from '@mp/test-kit';
import { PendingApprovalPage } from '../../pages/PendingApprovalPage';
import type { ShellSessionUser } from '../session';
import { renderSignedIn } from './test-support';

async function renderPage(approval: OwnApproval) {
  const api = apiStub(
    { 'GET /users/me/approval': () => ({ status: 200, body: approval }) },
    { tenantId: 'acme' },
  );
  await renderSignedIn(<PendingApprovalPage />, api.http, {
    name: 'Parker Pending',
    role: 3,
    isApproved: false,
  } as ShellSessionUser);
  return api;
}

describe('the pending-approval screen', () => {
  it('tells a declined customer their account was not approved, with the reason', async () => {
    const api = await renderPage({
      isApproved: false,
      approvalStatus: 'declined',
      decidedAt: '2026-11-22T10:00:00.000Z',
      reason: 'No company record found',
    });
    expect(
      await screen.findByRole('heading', { name: 'Your account was not approved' }),
    ).toBeTruthy();
    expect(screen.getByText('Reason given: No company record found')).toBeTruthy();
    expect(api.callsTo('GET /users/me/approval')[0]?.signed).toBe(true);
  });

  it('keeps the waiting message while the customer is pending', async () => {
    const api = await renderPage({
      isApproved: false,
      approvalStatus: 'pending',
      decidedAt: null,
      reason: null,
    });
    expect(
      screen.getByRole('heading', { name: 'Your account is waiting for approval' }),
    ).toBeTruthy();
    await screen.findByText(/An administrator reviews new accounts/);
    expect(api.callsTo('GET /users/me/approval')).toHaveLength(1);
    expect(screen.queryByText(/not approved/)).toBeNull();
  });
});
