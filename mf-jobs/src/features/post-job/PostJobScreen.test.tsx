import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import {
  aCustomerUser,
  aJob,
  apiError,
  apiStub,
  ok,
  SERVICES,
  SKILLS,
  type StubHandler,
} from '@mp/test-kit';
import { JobsApp } from '../../exposed/App';

// The routes load each screen lazily; loading it once here keeps the first test's timing fair.
beforeAll(() => import('./PostJobScreen'));

const FEATURES = { postJobPage: true };

function catalog(extra: Record<string, StubHandler>) {
  return apiStub({
    'GET /services': () => ok(SERVICES),
    'GET /skills': () => ok(SKILLS),
    'GET /jobs': () => ok({ jobs: [] }),
    ...extra,
  });
}

async function renderAt(path: string, stub: ReturnType<typeof catalog>) {
  render(
    <RemoteStage
      App={JobsApp}
      i18n={await createStageI18n('en', JobsApp)}
      path={path}
      user={aCustomerUser()}
      features={FEATURES}
      http={stub.http}
    />,
  );
  return screen.findByRole('textbox', { name: /job title/i });
}

it('checks the form before calling the API and moves focus to the first problem', async () => {
  const stub = catalog({});
  await renderAt('/post-job', stub);
  await userEvent.click(screen.getByRole('radio', { name: 'An amount' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), 'lots');
  await userEvent.click(screen.getByRole('button', { name: 'Post job' }));

  expect(screen.getByText('Enter a title for the job.')).toBeInTheDocument();
  expect(screen.getByText('Describe the work.')).toBeInTheDocument();
  expect(screen.getByText('Enter an amount such as 500 or 499.99.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /job title/i })).toHaveFocus();
  expect(stub.callsTo('POST /jobs/post_job')).toHaveLength(0);
});

it('runs the dry run, then posts the job and lands on the jobs list', async () => {
  const posted = aJob({
    jobID: 'job-new',
    title: 'Shop photos',
    contractType: 2,
    cycleDuration: 'month',
  });
  const stub = catalog({
    'POST /jobs/post_job': ({ body }) => {
      const dryRun = (body as { dryRun: boolean }).dryRun;
      return ok({ dryRun, available: true, reasons: [], job: dryRun ? null : posted });
    },
    'GET /jobs': () => ok({ jobs: [posted] }),
  });
  await renderAt('/post-job', stub);
  await userEvent.type(screen.getByRole('textbox', { name: /job title/i }), '  Shop photos ');
  await userEvent.type(
    screen.getByRole('textbox', { name: /description/i }),
    'Twenty product photos.',
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'svc-photo');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Lighting' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Per job' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Ongoing Work' }));
  expect(screen.getByRole('group', { name: 'CONTRACT TYPE' })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'CYCLE DURATION' }), 'month');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tax type' }), 'VAT');
  await userEvent.type(screen.getByRole('textbox', { name: 'Tax rate (%)' }), '20');
  await userEvent.click(screen.getByRole('button', { name: 'Post job' }));

  expect(await screen.findByText(/your job is posted/i)).toBeInTheDocument();
  const [dryRun, real] = stub.callsTo('POST /jobs/post_job');
  expect(dryRun?.body).toEqual({
    dryRun: true,
    job: {
      title: 'Shop photos',
      description: 'Twenty product photos.',
      budget: -2,
      contractType: 2,
      cycleDuration: 'month',
      serviceId: 'svc-photo',
      skills: ['sk-light'],
      location: { address: '', coordinates: null, remote: true },
      attachments: [],
      tax: { taxType: 'VAT', taxRate: 20 },
    },
  });
  expect(real?.body).toEqual({ ...(dryRun?.body as object), dryRun: false });
  expect(dryRun?.signed).toBe(true);
  expect(await screen.findByRole('heading', { name: 'Shop photos' })).toBeInTheDocument();
});

it("takes the budget in the tenant's currency as typed and sends it in minor units", async () => {
  const stub = catalog({
    'POST /jobs/post_job': () =>
      ok({ dryRun: true, available: false, reasons: ['Not now'], job: null }),
  });
  await renderAt('/post', stub);
  await userEvent.type(screen.getByRole('textbox', { name: /job title/i }), 'Logo');
  await userEvent.type(screen.getByRole('textbox', { name: /description/i }), 'A new logo.');
  await userEvent.click(screen.getByRole('radio', { name: 'An amount' }));
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  expect(amount).toHaveAccessibleDescription('£');
  await userEvent.type(amount, '3,500.50');
  await userEvent.click(screen.getByRole('button', { name: 'Post job' }));

  await screen.findByRole('alert');
  const [dryRun] = stub.callsTo('POST /jobs/post_job');
  expect((dryRun?.body as { job: { budget: number } }).job.budget).toBe(350050);
});

it('refuses more decimals than the currency has', async () => {
  const stub = catalog({});
  await renderAt('/post-job', stub);
  await userEvent.click(screen.getByRole('radio', { name: 'An amount' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '10.505');
  await userEvent.click(screen.getByRole('button', { name: 'Post job' }));
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
    '£ Enter an amount such as 500 or 499.99.',
  );
  expect(stub.callsTo('POST /jobs/post_job')).toHaveLength(0);
});

it('shows the dry run reasons and does not post', async () => {
  const stub = catalog({
    'POST /jobs/post_job': () =>
      ok({
        dryRun: true,
        available: false,
        reasons: ['Your account is waiting for approval'],
        job: null,
      }),
  });
  await renderAt('/post', stub);
  await userEvent.type(screen.getByRole('textbox', { name: /job title/i }), 'Logo');
  await userEvent.type(screen.getByRole('textbox', { name: /description/i }), 'A new logo.');
  await userEvent.click(screen.getByRole('button', { name: 'Post job' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The job cannot be posted yet');
  expect(alert).toHaveTextContent('Your account is waiting for approval');
  expect(stub.callsTo('POST /jobs/post_job')).toHaveLength(1);
});

it('puts server field errors next to their fields', async () => {
  const stub = catalog({
    'POST /jobs/post_job': () =>
      apiError(400, 'Invalid request', [
        { path: 'body.job.title', message: 'This title is already used by another open job' },
      ]),
  });
  await renderAt('/post', stub);
  const title = screen.getByRole('textbox', { name: /job title/i });
  await userEvent.type(title, 'Logo');
  await userEvent.type(screen.getByRole('textbox', { name: /description/i }), 'A new logo.');
  await userEvent.click(screen.getByRole('button', { name: 'Post job' }));

  await waitFor(() =>
    expect(title).toHaveAccessibleDescription('This title is already used by another open job'),
  );
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveFocus();
});

it('edits a job: PUT without the service, then the service change and the tax calls', async () => {
  const existing = aJob({ jobID: 'job-9', tax: null });
  const stub = catalog({
    'GET /jobs/job-9': () => ok(existing),
    'PUT /jobs/job-9': ({ body }) => ok({ ...existing, ...(body as object) }),
    'POST /jobs/update_job_service': () => ok({ ...existing, serviceId: 'svc-photo' }),
    'POST /jobs/job-9/tax': () => ok(existing),
    'GET /jobs': () => ok({ jobs: [existing] }),
  });
  await renderAt('/post-job?jobId=job-9', stub);
  expect(screen.getByRole('heading', { level: 1, name: 'Edit job' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /job title/i })).toHaveValue('Landing page');
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'svc-photo');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tax type' }), 'GST');
  await userEvent.type(screen.getByRole('textbox', { name: 'Tax rate (%)' }), '10');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
  const [put] = stub.callsTo('PUT /jobs/job-9');
  expect(put?.body).not.toHaveProperty('serviceId');
  expect(put?.body).not.toHaveProperty('tax');
  expect(put?.body).toMatchObject({ budget: 50000 });
  expect(stub.callsTo('POST /jobs/update_job_service')[0]?.body).toEqual({
    jobID: 'job-9',
    serviceId: 'svc-photo',
  });
  expect(stub.callsTo('POST /jobs/job-9/tax')[0]?.body).toEqual({
    taxType: 'GST',
    taxRate: 10,
    jobId: 'job-9',
  });
  expect(stub.callsTo('POST /jobs/post_job')).toHaveLength(0);
});

it('uploads attachments through the files API and lists them', async () => {
  const stub = catalog({
    'POST /apis/auth/s3': ({ body }) => ok({ key: (body as { key: string }).key, path: 'x' }),
  });
  await renderAt('/post-job', stub);
  const file = new File(['%PDF-1.4 brief'], 'brief.pdf', { type: 'application/pdf' });
  await userEvent.upload(screen.getByLabelText('Add attachments'), file);

  const list = await screen.findByRole('button', { name: 'Remove brief.pdf' });
  expect(list).toBeInTheDocument();
  const [upload] = stub.callsTo('POST /apis/auth/s3');
  const form = upload?.body as Record<string, unknown>;
  expect(form.key).toMatch(/^jobs\/cu-1\/[^/]+\/brief\.pdf$/);
  expect(form.contentType).toBe('application/pdf');
  expect(form.filesize).toBe(String(file.size));
  expect(upload?.signed).toBe(true);
  expect(
    within(screen.getByRole('group', { name: 'Attachments' })).queryByRole('alert'),
  ).toBeNull();
});

it('tells signed-out visitors to sign in, and points to the quick post when the page is off', async () => {
  const stub = catalog({});
  const i18n = await createStageI18n('en', JobsApp);
  const { unmount } = render(
    <RemoteStage
      App={JobsApp}
      i18n={i18n}
      path="/post-job?x=1"
      features={FEATURES}
      http={stub.http}
    />,
  );
  expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent('/post-job?x=1')}`,
  );
  unmount();
  render(
    <RemoteStage
      App={JobsApp}
      i18n={i18n}
      path="/post-job"
      user={aCustomerUser()}
      http={stub.http}
    />,
  );
  expect(
    await screen.findByRole('heading', { name: 'This job form is not available' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Quick job post' })).toHaveAttribute('href', '/post');
  expect(stub.calls).toHaveLength(0);
});
