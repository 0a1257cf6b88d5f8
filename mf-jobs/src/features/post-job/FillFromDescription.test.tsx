import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExtractedJob } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import {
  aCustomerUser,
  apiError,
  apiStub,
  ok,
  SERVICES,
  SKILLS,
  type StubHandler,
  type StubReply,
} from '@mp/test-kit';
import { JobsApp } from '../../exposed/App';

beforeAll(() => import('./PostJobScreen'));

const EXTRACT = 'POST /apis/custom-data/extract-with-ai';

const BRIEF = `Shop website
We are a candle shop in Manchester and need a web designer with CSS skills.
Budget £1,500, paid monthly.`;

function jobAnswer(fields: ExtractedJob): StubReply {
  return ok({ type: 'job', extractor: 'rules', fields, filled: Object.keys(fields) });
}

function catalog(extra: Record<string, StubHandler>) {
  return apiStub({
    'GET /services': () => ok(SERVICES),
    'GET /skills': () => ok(SKILLS),
    'GET /jobs': () => ok({ jobs: [] }),
    ...extra,
  });
}

async function renderPostJob(stub: ReturnType<typeof catalog>, path = '/post-job') {
  render(
    <RemoteStage
      App={JobsApp}
      i18n={await createStageI18n('en', JobsApp)}
      path={path}
      user={aCustomerUser()}
      features={{ postJobPage: true }}
      http={stub.http}
    />,
  );
  await screen.findByRole('textbox', { name: /job title/i });
}

// While busy the button also reads "Reading the description…".
const fillButton = () => screen.getByRole('button', { name: /^Fill from description/ });
const status = () => screen.getByRole('status');

async function describeJob(text: string) {
  await userEvent.click(screen.getByRole('textbox', { name: /description/i }));
  await userEvent.paste(text);
}

it('sends the description and fills only the fields still empty', async () => {
  const stub = catalog({
    [EXTRACT]: () =>
      jobAnswer({
        title: 'Shop website',
        description: BRIEF,
        serviceId: 'svc-web',
        // Lighting belongs to photography: not shown for web design, so not ticked.
        skills: ['sk-css', 'sk-light'],
        budget: 150_000,
        contractType: 2,
        cycleDuration: 'month',
        location: { address: 'Manchester', remote: false },
      }),
    'POST /jobs/post_job': () =>
      ok({ dryRun: true, available: false, reasons: ['Not now'], job: null }),
  });
  await renderPostJob(stub);
  await userEvent.type(screen.getByRole('textbox', { name: /job title/i }), 'Candle shop site');
  await describeJob(`  ${BRIEF}  `);
  await userEvent.click(fillButton());

  expect(await screen.findByText(/Filled in from the description/)).toHaveTextContent(
    'Filled in from the description: service, skills, budget, contract type, location. Check them before posting.',
  );
  expect(status()).toHaveAttribute('aria-live', 'polite');
  expect(fillButton()).toHaveAccessibleDescription(/fields you filled stay as they are/);
  const [sent] = stub.callsTo(EXTRACT);
  expect(sent?.body).toEqual({ dataInput: BRIEF, type: 'job' });
  expect(sent?.signed).toBe(true);

  expect(screen.getByRole('textbox', { name: /job title/i })).toHaveValue('Candle shop site');
  expect(screen.getByRole('textbox', { name: /description/i })).toHaveValue(`  ${BRIEF}  `);
  expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('svc-web');
  expect(screen.getByRole('checkbox', { name: 'CSS' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'An amount' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1500');
  expect(screen.getByRole('radio', { name: 'Ongoing Work' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'CYCLE DURATION' })).toHaveValue('month');
  expect(screen.getByRole('textbox', { name: /address/i })).toHaveValue('Manchester');
  expect(screen.getByRole('checkbox', { name: 'Can be done remotely' })).not.toBeChecked();

  // What was filled is what the job is posted with.
  await userEvent.click(screen.getByRole('button', { name: 'Post job' }));
  await waitFor(() => expect(stub.callsTo('POST /jobs/post_job')).toHaveLength(1));
  expect(stub.callsTo('POST /jobs/post_job')[0]?.body).toMatchObject({
    job: {
      title: 'Candle shop site',
      budget: 150_000,
      contractType: 2,
      cycleDuration: 'month',
      serviceId: 'svc-web',
      skills: ['sk-css'],
      location: { address: 'Manchester', coordinates: null, remote: false },
    },
  });
});

it('leaves the choices the customer made, and says when nothing was left to fill', async () => {
  const stub = catalog({
    [EXTRACT]: () =>
      jobAnswer({
        title: 'Product photos',
        serviceId: 'svc-web',
        skills: ['sk-css'],
        budget: 50_000,
        contractType: 2,
        cycleDuration: 'week',
        location: { address: 'Leeds', remote: false },
      }),
  });
  await renderPostJob(stub);
  await userEvent.type(screen.getByRole('textbox', { name: /job title/i }), 'Photos');
  await describeJob('Product photos for our shop in Leeds, £500 a week.');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'svc-photo');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Lighting' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Per job' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Ongoing Work' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'CYCLE DURATION' }), 'month');
  await userEvent.type(screen.getByRole('textbox', { name: /address/i }), 'Bradford');
  await userEvent.click(fillButton());

  expect(
    await screen.findByText('Nothing was found to fill in; the fields stay as they are.'),
  ).toBeInTheDocument();
  expect(stub.callsTo(EXTRACT)).toHaveLength(1);
  expect(screen.getByRole('textbox', { name: /job title/i })).toHaveValue('Photos');
  expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('svc-photo');
  expect(screen.getByRole('checkbox', { name: 'Lighting' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Per job' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'CYCLE DURATION' })).toHaveValue('month');
  expect(screen.getByRole('textbox', { name: /address/i })).toHaveValue('Bradford');
});

it('fills only what the quick form shows', async () => {
  const stub = catalog({
    [EXTRACT]: () =>
      jobAnswer({
        title: 'Logo for a bakery',
        skills: ['sk-css'],
        contractType: 2,
        cycleDuration: 'month',
        location: { address: 'Leeds', remote: false },
      }),
  });
  await renderPostJob(stub, '/post');
  await describeJob('We need a logo for a bakery.');
  await userEvent.click(fillButton());

  expect(
    await screen.findByText(
      'Filled in from the description: job title. Check them before posting.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /job title/i })).toHaveValue('Logo for a bakery');
});

it('asks for a description before calling, and shows a busy button while reading', async () => {
  let answer: (reply: StubReply) => void = () => undefined;
  const stub = catalog({
    [EXTRACT]: () =>
      new Promise<StubReply>((resolve) => {
        answer = resolve;
      }),
  });
  await renderPostJob(stub);
  await userEvent.click(fillButton());
  expect(status()).toHaveTextContent('Write or paste a description first.');
  expect(stub.callsTo(EXTRACT)).toHaveLength(0);

  await describeJob('Need a web designer.');
  await userEvent.click(fillButton());
  await waitFor(() => expect(fillButton()).toHaveAttribute('aria-busy', 'true'));
  expect(fillButton()).toHaveAccessibleName('Fill from description Reading the description…');
  expect(status()).toHaveTextContent('');
  answer(jobAnswer({ title: 'Web designer' }));
  expect(
    await screen.findByText(
      'Filled in from the description: job title. Check them before posting.',
    ),
  ).toBeInTheDocument();
  expect(fillButton()).not.toHaveAttribute('aria-busy');
});

it('shows a readable error when the description cannot be read', async () => {
  const stub = catalog({
    [EXTRACT]: () =>
      apiError(400, 'At most 20000 characters', [
        { path: 'body.dataInput', message: 'At most 20000 characters' },
      ]),
  });
  await renderPostJob(stub);
  await describeJob('A long brief');
  await userEvent.click(fillButton());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Some details need fixing');
  expect(alert).toHaveTextContent('At most 20000 characters');
  expect(screen.getByRole('textbox', { name: /job title/i })).toHaveValue('');
  expect(fillButton()).not.toHaveAttribute('aria-busy');
});
