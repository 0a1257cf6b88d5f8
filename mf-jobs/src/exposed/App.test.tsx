import { render, screen } from '@testing-library/react';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { JobsApp } from './App';

// The mount contract is tested once in @mp/remote-kit; this checks this remote's own routes.
it.each([
  ['/freelancer/search-jobs', 'en', 'Search jobs'],
  ['/freelancer/search-jobs', 'de', 'Aufträge suchen'],
  ['/freelancers/web-design', 'en', 'Freelancers for web-design'],
])('JobsApp at %s in %s shows %s', async (path, lng, heading) => {
  render(<RemoteStage App={JobsApp} i18n={await createStageI18n(lng)} path={path} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
});
