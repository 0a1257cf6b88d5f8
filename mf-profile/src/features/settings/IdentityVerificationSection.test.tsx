import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IdentityVerification } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { aFreelancerUser, apiError, apiStub, ok, type StubHandler } from '@mp/test-kit';
import { ProfileApp } from '../../exposed/App';
import { PENDING_POLL_MS } from './IdentityVerificationSection';

const UNVERIFIED: IdentityVerification = {
  status: 'unverified',
  reason: null,
  startedAt: null,
  decidedAt: null,
  updatedAt: null,
  required: false,
  offered: true,
};
const PENDING: IdentityVerification = {
  ...UNVERIFIED,
  status: 'pending',
  startedAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};

async function renderSettings(routes: Record<string, StubHandler>, lng = 'en') {
  const stub = apiStub(routes);
  render(
    <RemoteStage
      App={ProfileApp}
      i18n={await createStageI18n(lng, ProfileApp)}
      path="/freelancer/setting"
      user={aFreelancerUser()}
      http={stub.http}
    />,
  );
  return stub;
}

const section = () => screen.findByRole('region', { name: 'Verify your identity' });

afterEach(() => jest.useRealTimers());

it('starts a verification with the sandbox form and shows the verified badge once decided', async () => {
  let current = UNVERIFIED;
  const stub = await renderSettings({
    'GET /payment/identity/verification': () => ok(current),
    'POST /payment/identity/verification': () => {
      current = PENDING;
      return ok(PENDING);
    },
  });
  const area = await section();
  expect(await within(area).findByText(/not verified yet/)).toBeInTheDocument();
  expect(within(area).getByText(/ID000000 is verified, ID111111 is refused/)).toBeInTheDocument();
  await userEvent.type(within(area).getByLabelText(/Full name/), 'Finn Freelancer');
  await userEvent.type(within(area).getByLabelText(/Document number/), 'ID000000');
  jest.useFakeTimers();
  await act(async () => {
    within(area).getByRole('button', { name: 'Verify my identity' }).click();
  });
  expect(await within(area).findByText(/checking your document/)).toBeInTheDocument();
  expect(stub.callsTo('POST /payment/identity/verification')[0]?.body).toEqual({
    fullName: 'Finn Freelancer',
    documentNumber: 'ID000000',
  });

  current = { ...PENDING, status: 'verified', decidedAt: '2026-11-26T10:00:02.000Z' };
  await act(async () => {
    jest.advanceTimersByTime(PENDING_POLL_MS);
  });
  jest.useRealTimers();
  expect(await within(area).findByText('Verified')).toBeInTheDocument();
  expect(within(area).getByText(/verified your identity/)).toBeInTheDocument();
  expect(within(area).queryByRole('button', { name: 'Verify my identity' })).toBeNull();
});

it('shows a refusal with its reason and lets the user try again', async () => {
  await renderSettings({
    'GET /payment/identity/verification': () =>
      ok({ ...UNVERIFIED, status: 'refused', reason: 'The photo is blurred.' }),
  });
  const area = await section();
  expect(
    await within(area).findByText(/could not verify your identity: The photo is blurred\./),
  ).toBeInTheDocument();
  expect(within(area).getByRole('button', { name: 'Verify my identity' })).toBeEnabled();
});

it('names the failing field the API refused', async () => {
  await renderSettings({
    'GET /payment/identity/verification': () => ok(UNVERIFIED),
    'POST /payment/identity/verification': () =>
      apiError(400, 'Invalid input', [
        { path: 'body.documentNumber', message: 'Use at least 5 characters' },
      ]),
  });
  const area = await section();
  await userEvent.type(await within(area).findByLabelText(/Full name/), 'Finn');
  await userEvent.type(within(area).getByLabelText(/Document number/), 'ab');
  await userEvent.click(within(area).getByRole('button', { name: 'Verify my identity' }));
  expect(await within(area).findByText('Use at least 5 characters')).toBeInTheDocument();
  expect(within(area).getByLabelText(/Document number/)).toHaveAttribute('aria-invalid', 'true');
});

it('says when the tenant requires verification, in German too', async () => {
  await renderSettings(
    { 'GET /payment/identity/verification': () => ok({ ...UNVERIFIED, required: true }) },
    'de',
  );
  const area = await screen.findByRole('region', { name: 'Identität bestätigen' });
  expect(await within(area).findByText(/verlangt eine bestätigte Identität/)).toBeInTheDocument();
});

it('is left out where the tenant does not offer verification', async () => {
  const stub = await renderSettings({
    'GET /payment/identity/verification': () => ok({ ...UNVERIFIED, offered: false }),
  });
  await screen.findByRole('region', { name: 'E-mail notifications' });
  expect(stub.callsTo('GET /payment/identity/verification')).toHaveLength(1);
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Verify your identity' })).toBeNull(),
  );
});
