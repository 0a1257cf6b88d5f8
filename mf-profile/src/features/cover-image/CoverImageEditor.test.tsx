import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok } from '@mp/test-kit';
import { me } from '../../testing/fixtures';
import { renderOwnProfile } from '../../testing/render-own-profile';

beforeAll(() => import('../my-profile/MyProfileScreen'));
beforeEach(() => {
  URL.createObjectURL = () => 'blob:cover';
  URL.revokeObjectURL = () => undefined;
});

const UNSUPPORTED = 'Something is wrong with your file. Please try again.';
const COVER = 'covers/fl-1/abc/banner.png';

function coverCard(): HTMLElement {
  return screen.getByRole('heading', { name: 'Cover image' }).closest('section') ?? document.body;
}

it('uploads a cover with progress, saves its key and shows it as a banner with alt text', async () => {
  const user = userEvent.setup();
  let finish: () => void = () => undefined;
  const stub = await renderOwnProfile({
    'GET /users/me': () => ok(me()),
    'POST /apis/auth/s3': ({ body }) =>
      new Promise((resolve) => {
        finish = () => resolve(ok({ key: (body as { key: string }).key, path: 'cGF0aA' }, 201));
      }),
    'POST /freelancers/update/profile': ({ body }) =>
      ok(
        me({
          coverImageProfile: (body as { data: { coverImageProfile: string } }).data
            .coverImageProfile,
        }),
      ),
  });
  const input = await screen.findByLabelText('Choose a cover image');
  await user.upload(input, new File(['png-bytes'], 'banner.png', { type: 'image/png' }));

  expect(await screen.findByRole('progressbar', { name: 'Uploading banner.png' })).toBeVisible();
  finish();
  const banners = await screen.findAllByRole('img', { name: `Cover image of ${me().name}` });
  expect(banners.length).toBeGreaterThan(0);
  expect(screen.getByLabelText('Replace the cover image')).toBeInTheDocument();

  const [upload] = stub.callsTo('POST /apis/auth/s3');
  const key = (upload?.body as { key: string }).key;
  expect(key).toMatch(/^covers\/fl-1\/[^/]+\/banner\.png$/);
  const [saved] = stub.callsTo('POST /freelancers/update/profile');
  expect(saved?.body).toEqual({ type: 'pictures', data: { coverImageProfile: key } });
});

it('refuses another type of file with the spec message, before and after sending', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const stub = await renderOwnProfile({
    'GET /users/me': () => ok(me()),
    'POST /apis/auth/s3': ({ body }) => ok({ key: (body as { key: string }).key, path: 'x' }, 201),
    'POST /freelancers/update/profile': () =>
      apiError(
        400,
        UNSUPPORTED,
        [{ path: 'body.data.coverImageProfile', message: 'no' }],
        'UNSUPPORTED_FILE',
      ),
  });
  const input = await screen.findByLabelText('Choose a cover image');
  await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
  expect(await within(coverCard()).findByText(UNSUPPORTED)).toBeInTheDocument();
  expect(stub.callsTo('POST /apis/auth/s3')).toHaveLength(0);

  await user.upload(input, new File(['%PDF'], 'fake.png', { type: 'image/png' }));
  await waitFor(() => expect(stub.callsTo('POST /freelancers/update/profile')).toHaveLength(1));
  expect(await within(coverCard()).findAllByText(UNSUPPORTED)).toHaveLength(1);
});

it('removes the cover after confirming', async () => {
  const user = userEvent.setup();
  const stub = await renderOwnProfile({
    'GET /users/me': () => ok(me({ coverImageProfile: COVER })),
    'POST /freelancers/update/profile': () => ok(me({ coverImageProfile: null })),
  });
  await user.click(await screen.findByRole('button', { name: 'Remove the cover image' }));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Remove the cover image' }));
  expect(await screen.findByLabelText('Choose a cover image')).toBeInTheDocument();
  const [saved] = stub.callsTo('POST /freelancers/update/profile');
  expect(saved?.body).toEqual({ type: 'pictures', data: { coverImageProfile: null } });
});
