import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import {
  aCustomerUser,
  aFreelancerUser,
  apiError,
  apiStub,
  aPublicProfile,
  ok,
  SERVICES,
  SKILLS,
  type StubHandler,
} from '@mp/test-kit';
import { ProfileApp } from '../../exposed/App';

beforeAll(() => import('../public-profile/PublicProfileScreen'));

const CV = 'POST /apis/actions/users/{userId}/generate-cv';

async function renderProfile(
  user: SessionUser | null,
  cv: StubHandler,
  options: { lng?: 'en' | 'de'; username?: string } = {},
) {
  const profile = aPublicProfile(options.username ? { userId: 'fl-2', username: 'gina' } : {});
  const stub = apiStub({
    'GET /services': () => ok(SERVICES),
    'GET /skills': () => ok(SKILLS),
    'GET /public/username/{username}': () => ok(profile),
    'GET /apis/actions/activity-posts': () => ok({ items: [] }),
    [CV]: cv,
  });
  render(
    <RemoteStage
      App={ProfileApp}
      i18n={await createStageI18n(options.lng ?? 'en', ProfileApp)}
      path={`/freelancer/profile/${profile.username}`}
      user={user}
      http={stub.http}
    />,
  );
  return stub;
}

let saved: Blob[];
let clicked: jest.SpyInstance;
beforeEach(() => {
  saved = [];
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:cv';
  };
  URL.revokeObjectURL = () => undefined;
  clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => clicked.mockRestore());

it("lets a customer download a freelancer's CV in the language on screen, busy meanwhile", async () => {
  let answer: (reply: { status: number; raw: string }) => void = () => {};
  const stub = await renderProfile(
    aCustomerUser(),
    () => new Promise((resolve) => (answer = resolve)),
    { lng: 'de' },
  );
  await userEvent.click(
    await screen.findByRole('button', { name: 'Lebenslauf herunterladen (PDF)' }),
  );
  expect(await screen.findByRole('button', { name: /Lebenslauf wird erstellt/ })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  answer({ status: 200, raw: '%PDF-1.7 cv' });
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]?.size).toBe('%PDF-1.7 cv'.length);
  const [call] = stub.callsTo(CV);
  expect(call?.params).toEqual({ userId: 'fl-1' });
  expect(call?.body).toEqual({ lng: 'de' });
  expect(call?.signed).toBe(true);
  const link = clicked.mock.instances[0] as unknown as HTMLAnchorElement;
  expect(link.download).toBe('cv-finn.pdf');
});

it('says when the CV could not be generated', async () => {
  await renderProfile(aCustomerUser(), () => apiError(500, 'boom', [], 'INTERNAL_ERROR'));
  await userEvent.click(await screen.findByRole('button', { name: 'Download CV (PDF)' }));
  expect(await screen.findByText('The CV could not be generated. Please try again.')).toBeVisible();
  expect(saved).toEqual([]);
});

it('offers the owner their CV', async () => {
  await renderProfile(aFreelancerUser(), () => ok({}));
  expect(await screen.findByRole('button', { name: 'Download CV (PDF)' })).toBeVisible();
});

it("does not offer another freelancer's CV to a freelancer", async () => {
  await renderProfile(aFreelancerUser(), () => ok({}), { username: 'gina' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Finn Freelancer' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Download CV (PDF)' })).toBeNull();
});

it('does not offer a CV to signed-out visitors', async () => {
  await renderProfile(null, () => ok({}));
  expect(await screen.findByRole('heading', { level: 2, name: 'Finn Freelancer' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Download CV (PDF)' })).toBeNull();
});
