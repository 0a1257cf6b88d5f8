import { render, screen } from '@testing-library/react';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { MessagingApp } from './App';

// The mount contract is tested once in @mp/remote-kit; this checks this remote's own routes.
it.each([
  ['/freelancer/meet', 'en', 'Video calls'],
  ['/customer/meet', 'de', 'Videoanrufe'],
])('MessagingApp at %s in %s shows %s', async (path, lng, heading) => {
  render(
    <RemoteStage App={MessagingApp} i18n={await createStageI18n(lng, MessagingApp)} path={path} />,
  );
  // The meet screen loads on its own chunk, which takes more than a second on busy CI cores.
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
    heading,
  );
  // The meetings section asks the API for the schedule; this stage has none.
  expect(await screen.findByRole('alert')).toBeInTheDocument();
});
