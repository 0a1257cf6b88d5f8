import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortfolioItem } from '@mp/contracts';
import { apiError, ok } from '@mp/test-kit';
import { renderOwnProfile } from '../../testing/render-own-profile';

beforeAll(() => import('../my-profile/MyProfileScreen'));

const UNSUPPORTED = 'Something is wrong with your file. Please try again.';

function anItem(overrides: Partial<PortfolioItem> = {}): PortfolioItem {
  return {
    itemId: 'pf-1',
    userId: 'fl-1',
    title: 'Bakery logo',
    description: null,
    media: 'image',
    file: { key: 'portfolio/fl-1/a/logo.png', name: 'logo.png', contentType: 'image/png', size: 9 },
    createdAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

function portfolioTitle(): HTMLElement {
  const form = screen.getByRole('group', { name: 'Add to your portfolio' });
  return within(form).getByRole('textbox', { name: /^Title of the work/ });
}

it('uploads a titled image with a progress bar and adds it to the portfolio', async () => {
  const user = userEvent.setup();
  let finish: () => void = () => undefined;
  const stub = await renderOwnProfile({
    'GET /freelancer/portfolio': () => ok({ items: [] }),
    'POST /apis/auth/s3': ({ body }) =>
      new Promise((resolve) => {
        finish = () => resolve(ok({ key: (body as { key: string }).key, path: 'cGF0aA' }, 201));
      }),
    'POST /freelancer/portfolio': ({ body }) =>
      ok(anItem({ title: (body as { title: string }).title, itemId: 'pf-new' }), 201),
  });
  expect(await screen.findByText('Your portfolio is empty.')).toBeInTheDocument();

  await user.type(portfolioTitle(), 'Bakery logo');
  const picture = new File(['png-bytes'], 'logo.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Choose an image or a video'), picture);

  expect(await screen.findByRole('progressbar', { name: 'Uploading logo.png' })).toBeVisible();
  finish();
  expect(await screen.findByRole('button', { name: 'Remove Bakery logo' })).toBeVisible();
  const [upload] = stub.callsTo('POST /apis/auth/s3');
  expect((upload?.body as { key: string }).key).toMatch(/^portfolio\/fl-1\/[^/]+\/logo\.png$/);
  const [added] = stub.callsTo('POST /freelancer/portfolio');
  expect(added?.body).toEqual({
    title: 'Bakery logo',
    file: expect.objectContaining({ name: 'logo.png', contentType: 'image/png' }),
  });
});

it('asks for a title before uploading', async () => {
  const user = userEvent.setup();
  const stub = await renderOwnProfile({ 'GET /freelancer/portfolio': () => ok({ items: [] }) });
  const input = await screen.findByLabelText('Choose an image or a video');
  await user.upload(input, new File(['x'], 'logo.png', { type: 'image/png' }));
  expect(await screen.findByText('Give the item a title first.')).toBeInTheDocument();
  expect(stub.callsTo('POST /apis/auth/s3')).toHaveLength(0);
});

it("refuses another type of file with the product's message, before and after sending", async () => {
  const user = userEvent.setup({ applyAccept: false });
  const stub = await renderOwnProfile({
    'GET /freelancer/portfolio': () => ok({ items: [] }),
    'POST /apis/auth/s3': ({ body }) => ok({ key: (body as { key: string }).key, path: 'x' }, 201),
    'POST /freelancer/portfolio': () =>
      apiError(400, UNSUPPORTED, [{ path: 'body.file', message: 'no' }], 'UNSUPPORTED_FILE'),
  });
  await screen.findByLabelText('Choose an image or a video');
  await user.type(portfolioTitle(), 'CV');
  const input = screen.getByLabelText('Choose an image or a video');
  await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText(UNSUPPORTED)).toBeInTheDocument();
  expect(stub.callsTo('POST /apis/auth/s3')).toHaveLength(0);

  // A file that claims an image type but the API refuses after reading its bytes.
  await user.upload(input, new File(['%PDF'], 'fake.png', { type: 'image/png' }));
  await waitFor(() => expect(stub.callsTo('POST /freelancer/portfolio')).toHaveLength(1));
  expect(await screen.findAllByText(UNSUPPORTED)).toHaveLength(1);
});

it('removes an item after confirming', async () => {
  const user = userEvent.setup();
  const stub = await renderOwnProfile({
    'GET /freelancer/portfolio': () =>
      ok({ items: [anItem(), anItem({ itemId: 'pf-2', title: 'Reel', media: 'video' })] }),
    'DELETE /freelancer/portfolio/{itemId}': ({ params }) =>
      ok({ itemId: params.itemId, deleted: true }),
  });
  await user.click(await screen.findByRole('button', { name: 'Remove Bakery logo' }));
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Remove Bakery logo' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('button', { name: 'Remove Reel' })).toBeVisible();
  expect(stub.callsTo('DELETE /freelancer/portfolio/{itemId}')).toHaveLength(1);
});
