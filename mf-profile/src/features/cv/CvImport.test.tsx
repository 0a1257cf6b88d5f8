import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOCKET_EVENTS, type CvParseJob } from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import { ok } from '@mp/test-kit';
import { me } from '../../testing/fixtures';
import { renderOwnProfile } from '../../testing/render-own-profile';
import { CV_AUTO_REFRESH_KEY, CV_REVIEWED_KEY } from './parse-api';

beforeAll(() => import('../my-profile/MyProfileScreen'));
beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const LATEST = 'GET /apis/actions/users/me/parse-cv';

function aJob(overrides: Partial<CvParseJob> = {}): CvParseJob {
  return {
    jobId: 'cvp-1',
    key: 'cv/fl-1/x/cv.pdf',
    status: 'succeeded',
    reason: null,
    result: {
      name: 'Dana Kowalski',
      title: 'Backend Engineer',
      skills: ['sk-css'],
      experience: [{ title: 'Lead Engineer', organisation: 'Acme Corp', from: '2019' }],
    },
    extractor: 'rules',
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:01:00.000Z',
    ...overrides,
  };
}

it('uploads a CV with progress, waits for the parse, then saves the reviewed fields', async () => {
  const user = userEvent.setup();
  let latest: CvParseJob | null = null;
  const stub = await renderOwnProfile({
    [LATEST]: () => ok({ job: latest }),
    'POST /apis/auth/s3': ({ body }) => ok({ key: (body as { key: string }).key, path: 'x' }, 201),
    'POST /apis/actions/users/me/parse-cv': () => ok({ jobId: 'cvp-1', status: 'queued' }, 202),
    'PUT /freelancers/update/profile': () => ok(me({ name: 'Dana Kowalski' })),
  });
  expect(await screen.findByText(/Do not include contact info/)).toBeVisible();

  const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
  const input = screen.getByLabelText(/Upload a CV/);
  await waitFor(() => expect(input).toBeEnabled());
  await user.upload(input, cv);
  expect(await screen.findByText(/this can take a minute or two/)).toBeVisible();
  const [upload] = stub.callsTo('POST /apis/auth/s3');
  expect((upload?.body as { key: string }).key).toMatch(/^cv\/fl-1\/[^/]+\/cv\.pdf$/);
  const [started] = stub.callsTo('POST /apis/actions/users/me/parse-cv');
  expect(started?.body).toEqual({ key: (upload?.body as { key: string }).key });

  latest = aJob();
  act(() => eventBus.emit(SOCKET_EVENTS.userCvParserSucceeded, { userId: 'fl-1' }));
  const review = await screen.findByRole('form', { name: 'Review what your CV says' });
  expect(within(review).getByLabelText('Professional title')).toHaveValue('Backend Engineer');
  expect((within(review).getByLabelText('Description') as HTMLTextAreaElement).value).toContain(
    'Lead Engineer, Acme Corp, 2019',
  );
  expect(within(review).getByRole('checkbox', { name: 'CSS' })).toBeChecked();
  await user.click(within(review).getByRole('button', { name: 'Save to my profile' }));

  await waitFor(() => expect(review).not.toBeInTheDocument());
  const [put] = stub.callsTo('PUT /freelancers/update/profile');
  expect(put?.body).toMatchObject({
    name: 'Dana Kowalski',
    title: 'Backend Engineer',
    skills: ['sk-css'],
  });
  expect(window.localStorage.getItem(CV_REVIEWED_KEY)).toBe('cvp-1');
  // The profile form below starts again from the saved record.
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Dana Kowalski');
});

it("says 'CV parsing failed' with the reason the socket event carries", async () => {
  await renderOwnProfile({
    [LATEST]: () => ok({ job: aJob({ status: 'running', result: null }) }),
  });
  expect(await screen.findByText(/this can take a minute or two/)).toBeVisible();
  act(() =>
    eventBus.emit(SOCKET_EVENTS.userCvParserFailed, {
      userId: 'fl-1',
      reason: 'CV parsing failed: the pdf could not be read',
    }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'CV parsing failed the pdf could not be read',
  );
});

it('refuses other file types before uploading, and discards a review without saving', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const stub = await renderOwnProfile({ [LATEST]: () => ok({ job: aJob() }) });
  await screen.findByRole('form', { name: 'Review what your CV says' });
  await user.click(screen.getByRole('button', { name: 'Discard' }));
  expect(screen.queryByRole('form', { name: 'Review what your CV says' })).toBeNull();
  expect(stub.callsTo('PUT /freelancers/update/profile')).toHaveLength(0);

  await waitFor(() => expect(screen.getByLabelText(/Upload a CV/)).toBeEnabled());
  await user.upload(
    screen.getByLabelText(/Upload a CV/),
    new File(['png'], 'me.png', { type: 'image/png' }),
  );
  expect(await screen.findByText(/Only PDF and DOCX files can be parsed/)).toBeVisible();
  expect(stub.callsTo('POST /apis/auth/s3')).toHaveLength(0);
});

it('remembers the auto-refresh choice for the shell to reload after a success', async () => {
  const user = userEvent.setup();
  await renderOwnProfile({ [LATEST]: () => ok({ job: null }) });
  const box = await screen.findByRole('checkbox', { name: /Reload the page/ });
  await user.click(box);
  expect(window.sessionStorage.getItem(CV_AUTO_REFRESH_KEY)).toBe('1');
  await user.click(box);
  expect(window.sessionStorage.getItem(CV_AUTO_REFRESH_KEY)).toBeNull();
});
