import { screen } from '@testing-library/react';
import { aCustomerUser, aFreelancerUser, apiStub, ok } from '@mp/test-kit';
import { renderArea } from '../testing/render-area';

// The mount contract is tested once in @mp/remote-kit; this checks this remote's own routes.
it.each([
  ['/customer/list-all-proposals', 'en', 'Received proposals', 'You have no open jobs'],
  ['/customer/list-all-proposals', 'de', 'Erhaltene Angebote', 'Sie haben keine offenen Aufträge'],
  ['/customer/list-all-proposals', 'ua', 'Отримані пропозиції', 'У вас немає відкритих вакансій'],
])('ProposalsApp at %s in %s shows %s', async (path, lng, heading, empty) => {
  const api = apiStub({ 'GET /jobs': () => ok({ jobs: [] }) });
  await renderArea(path, api.http, aCustomerUser(), lng);
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
  expect(await screen.findByRole('heading', { name: empty })).toBeInTheDocument();
  // A customer's menu holds the customer pages only.
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain(
    '/freelancer/proposals',
  );
});

it('shows the not-found screen for an unknown path of the area', async () => {
  await renderArea('/customer/nothing-here', apiStub({}).http, aFreelancerUser());
  expect(screen.getByText('This proposals page does not exist.')).toBeInTheDocument();
});
