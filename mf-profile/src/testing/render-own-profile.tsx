import { render } from '@testing-library/react';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { aFreelancerUser, apiStub, ok, SERVICES, SKILLS, type StubHandler } from '@mp/test-kit';
import { ProfileApp } from '../exposed/App';
import { me } from './fixtures';

/** What the freelancer's own profile page reads on opening, each answered as a quiet default. */
const OWN_PROFILE_READS: Record<string, StubHandler> = {
  'GET /services': () => ok(SERVICES),
  'GET /skills': () => ok(SKILLS),
  'GET /users/me': () => ok(me()),
  'GET /freelancers/profile-views': () => ok({ total: 0, last7Days: 0, last30Days: 0 }),
  'GET /freelancer/portfolio': () => ok({ items: [] }),
  'GET /apis/actions/users/me/parse-cv': () => ok({ job: null }),
  'GET /apis/auth/s3': () => ({ status: 200, raw: 'image-bytes' }),
};

/** Renders the signed-in freelancer's `/freelancer/profile`; `routes` replace the defaults. */
export async function renderOwnProfile(routes: Record<string, StubHandler>) {
  const stub = apiStub({ ...OWN_PROFILE_READS, ...routes });
  render(
    <RemoteStage
      App={ProfileApp}
      i18n={await createStageI18n('en', ProfileApp)}
      path="/freelancer/profile"
      user={aFreelancerUser()}
      http={stub.http}
    />,
  );
  return stub;
}
