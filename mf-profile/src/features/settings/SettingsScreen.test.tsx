import { render, screen } from '@testing-library/react';
import type { SessionUser } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { aCustomerUser, aFreelancerUser, apiStub } from '@mp/test-kit';
import { ProfileApp } from '../../exposed/App';

async function renderSettings(path: string, user: SessionUser) {
  const mountSection = jest.fn((_name: string, _element: HTMLElement) => () => undefined);
  render(
    <RemoteStage
      App={ProfileApp}
      i18n={await createStageI18n('en', ProfileApp)}
      path={path}
      user={user}
      http={apiStub({}).http}
      mountSection={mountSection}
    />,
  );
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return mountSection.mock.calls.map(([name]) => name);
}

it("leaves a place for the freelancer's payment account (owned by contracts-payments)", async () => {
  expect(await renderSettings('/freelancer/setting', aFreelancerUser())).toEqual([
    'payment-account',
  ]);
});

it("leaves a place for the customer's ways to pay (owned by contracts-payments)", async () => {
  expect(await renderSettings('/customer/setting', aCustomerUser())).toEqual(['payment-methods']);
});
