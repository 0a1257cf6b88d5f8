import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPreferences } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { aCustomerUser, apiError, apiStub, ok, type StubHandler } from '@mp/test-kit';
import { ProfileApp } from '../../exposed/App';

const LOADED: NotificationPreferences = {
  emailAddress: 'cora@demo.test',
  preferences: [
    { kind: 'PROPOSAL_RECEIVED', email: true },
    { kind: 'MEETING_REMINDER', email: true },
  ],
};

async function renderSettings(routes: Record<string, StubHandler>, lng = 'en') {
  const stub = apiStub(routes);
  render(
    <RemoteStage
      App={ProfileApp}
      i18n={await createStageI18n(lng, ProfileApp)}
      path="/customer/setting"
      user={aCustomerUser()}
      http={stub.http}
    />,
  );
  return stub;
}

it('lists the kinds the user receives with the address, and saves a change', async () => {
  const stub = await renderSettings({
    'GET /notifications/preferences': () => ok(LOADED),
    'PUT /notifications/preferences': ({ body }) =>
      ok({ ...LOADED, preferences: (body as NotificationPreferences).preferences }),
  });
  const section = await screen.findByRole('region', { name: 'E-mail notifications' });
  expect(await within(section).findByText(/E-mails go to cora@demo\.test/)).toBeInTheDocument();
  const reminder = within(section).getByRole('checkbox', { name: 'a meeting is about to start' });
  expect(reminder).toBeChecked();
  await userEvent.click(reminder);
  await userEvent.click(within(section).getByRole('button', { name: 'Save e-mail settings' }));

  expect(await within(section).findByText('Your e-mail settings are saved.')).toBeInTheDocument();
  const [saved] = stub.callsTo('PUT /notifications/preferences');
  expect(saved).toMatchObject({ signed: true });
  expect(saved?.body).toEqual({
    preferences: [
      { kind: 'PROPOSAL_RECEIVED', email: true },
      { kind: 'MEETING_REMINDER', email: false },
    ],
  });
  expect(reminder).not.toBeChecked();
});

it('says when saving fails and keeps the choice', async () => {
  await renderSettings({
    'GET /notifications/preferences': () => ok(LOADED),
    'PUT /notifications/preferences': () => apiError(503, 'Service unavailable'),
  });
  const section = await screen.findByRole('region', { name: 'E-mail notifications' });
  const proposals = await within(section).findByRole('checkbox', {
    name: 'a freelancer sends me a proposal',
  });
  await userEvent.click(proposals);
  await userEvent.click(within(section).getByRole('button', { name: 'Save e-mail settings' }));
  expect(
    await within(section).findByText('Your e-mail settings could not be saved. Try again.'),
  ).toBeInTheDocument();
  expect(proposals).not.toBeChecked();
});

it('offers a retry when the settings cannot be loaded, in the user language', async () => {
  let fail = true;
  await renderSettings(
    {
      'GET /notifications/preferences': () => (fail ? apiError(503, 'down') : ok(LOADED)),
    },
    'de',
  );
  expect(
    await screen.findByText('Ihre E-Mail-Einstellungen konnten nicht geladen werden.'),
  ).toBeInTheDocument();
  fail = false;
  const section = screen.getByRole('region', { name: 'E-Mail-Benachrichtigungen' });
  await userEvent.click(within(section).getByRole('button', { name: 'Erneut versuchen' }));
  await waitFor(() =>
    expect(screen.getByRole('checkbox', { name: 'ein Treffen gleich beginnt' })).toBeChecked(),
  );
});
