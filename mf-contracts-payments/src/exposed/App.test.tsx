import { render, screen } from '@testing-library/react';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { ContractsPaymentsApp } from './App';

// The mount contract is tested once in @mp/remote-kit; this checks this remote's own routes.
it.each([
  ['/customer/manage', 'en', 'Manage contracts'],
  ['/customer/manage', 'de', 'Verträge verwalten'],
  ['/customer/contract/job-42', 'en', 'Contract for job job-42'],
])('ContractsPaymentsApp at %s in %s shows %s', async (path, lng, heading) => {
  render(<RemoteStage App={ContractsPaymentsApp} i18n={await createStageI18n(lng)} path={path} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
});
