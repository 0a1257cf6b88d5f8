import { render, screen } from '@testing-library/react';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { apiStub } from '@mp/test-kit';
import { ProfileApp } from './App';

// The mount contract is tested once in @mp/remote-kit; this checks this remote's own routes.
it.each([
  ['/freelancer/profile', 'en', 'My profile'],
  ['/freelancer/profile', 'de', 'Mein Profil'],
  ['/freelancer/profile/frankie', 'en', 'Profile of frankie'],
  ['/freelancer/profile/frankie/hire', 'ua', 'Найняти frankie'],
  ['/customer/profile', 'en', 'Customer profile'],
  ['/customer/setting', 'en', 'Settings'],
])('ProfileApp at %s in %s shows %s', async (path, lng, heading) => {
  render(
    <RemoteStage
      App={ProfileApp}
      i18n={await createStageI18n(lng, ProfileApp)}
      path={path}
      http={apiStub({}).http}
    />,
  );
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
});
