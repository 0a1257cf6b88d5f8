import { render, screen } from '@testing-library/react';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { aFreelancerUser, apiStub, ok } from '@mp/test-kit';
import { ContractsPaymentsApp } from './App';
import { NOT_CREATED } from '../features/payment-account/test-support';

// The mount contract is tested once in @mp/remote-kit; this checks this remote's own routes.
it.each([
  ['/customer/manage', 'en', 'Manage contracts'],
  ['/customer/manage', 'de', 'Verträge verwalten'],
  ['/customer/contract/job-42', 'en', 'Contract overview'],
  ['/freelancer/plans', 'ua', 'Плани та кредити'],
])('ContractsPaymentsApp at %s in %s shows %s', async (path, lng, heading) => {
  const { http } = apiStub({
    'GET /jobs': () => ok({ jobs: [] }),
    'POST /jobs/get_jobs_with_freelancer_details': () => ok({ jobs: [], freelancers: {} }),
  });
  render(
    <RemoteStage
      App={ContractsPaymentsApp}
      i18n={await createStageI18n(lng, ContractsPaymentsApp)}
      path={path}
      http={http}
    />,
  );
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
  // The screen settles (its data loaded) before the test ends.
  expect(await screen.findByRole('heading', { level: 2 })).toBeVisible();
});

it('renders its payment-account section when the host asks for it', async () => {
  const { http } = apiStub({ 'GET /payment/account': () => ok(NOT_CREATED) });
  render(
    <RemoteStage
      App={ContractsPaymentsApp}
      i18n={await createStageI18n('en', ContractsPaymentsApp)}
      path="/freelancer/setting"
      user={aFreelancerUser()}
      http={http}
      section="payment-account"
    />,
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Payment account' })).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Set up payments' })).toBeEnabled();
});
