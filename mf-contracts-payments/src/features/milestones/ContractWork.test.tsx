import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, type MilestoneView } from '@mp/contracts';
import {
  aCustomerUser,
  aFreelancerUser,
  aJob,
  apiError,
  aPublicProfile,
  ok,
  type StubRequest,
} from '@mp/test-kit';
import { job } from '../contract/test-support';
import {
  aCard,
  aCycle,
  aMilestone,
  anEvent,
  aQuote,
  aRule,
  deferred,
  renderWork,
  workRoutes,
  type WorkState,
} from './test-support';

const CUSTOMER_PATH = '/customer/contract/job-1?mode=overview';
const FREELANCER_PATH = '/freelancer/manage/job-1';
const DETAILS = 'POST /jobs/get_jobs_with_freelancer_details';
const PAY = 'POST /milestones/{milestoneId}/pay';
const QUOTE = 'POST /payment/milestone/calculate/{provider}';
const METHODS = 'GET /payment/payment-method/list';
const MOVE = 'POST /jobs/milestone_status';

function stateOf(milestones: MilestoneView[], more: Partial<WorkState> = {}): WorkState {
  return { milestones, recurring: [], events: [], ...more };
}

/** The customer's contract page over `state`, with a card on file and the quote of 300.00. */
function customerRoutes(state: WorkState) {
  return {
    [DETAILS]: () => ok({ jobs: [job()], freelancers: {} }),
    ...workRoutes(state),
    [QUOTE]: () => ok(aQuote()),
    [METHODS]: () => ok({ paymentMethods: [aCard()], available: ['card'] }),
  };
}

/** The freelancer's contract page over `state`. */
function freelancerRoutes(state: WorkState, overrides: Partial<ReturnType<typeof aJob>> = {}) {
  return {
    'GET /jobs/{jobId}': () =>
      ok(aJob({ jobStatus: 'CONTRACT', title: 'Booking website', ...overrides })),
    'GET /users/{id}': () => ok(aPublicProfile({ userId: 'cu-1', name: 'Cora Customer' })),
    'GET /settings/features': () =>
      ok({
        customerCreatesMilestones: {
          isEnabled: false,
          values: [{ userRole: 'customer', enabled: true }],
        },
      }),
    ...workRoutes(state),
  };
}

async function item(name: string): Promise<HTMLElement> {
  return screen.findByRole('article', { name });
}

function buttonsOf(element: HTMLElement): string[] {
  return within(element)
    .queryAllByRole('button')
    .filter((button) => !button.getAttribute('aria-label')?.startsWith('Download'))
    .map((button) => button.textContent ?? '');
}

const PAYOUT_FAILED = {
  status: 'failed' as const,
  amount: 30000,
  currency: 'GBP',
  failureCode: 'change_external_account' as const,
  updatedAt: '2026-11-22T10:00:00.000Z',
};

const EVERY_STATE = [
  aMilestone({
    milestoneId: 'a',
    title: 'Proposed by Finn',
    status: 0,
    clApprovalStatus: 'PENDING',
  }),
  aMilestone({
    milestoneId: 'b',
    title: 'Proposed by Cora',
    status: 0,
    proposedBy: 'customer',
    clApprovalStatus: 'PENDING',
  }),
  aMilestone({ milestoneId: 'c', title: 'To pay', status: 1 }),
  aMilestone({ milestoneId: 'd', title: 'Paying', status: 5 }),
  aMilestone({ milestoneId: 'e', title: 'In progress', status: 2 }),
  aMilestone({
    milestoneId: 'f',
    title: 'Delivered',
    status: 3,
    flNote: 'The site is live on staging.',
    files: [
      { key: 'milestones/f/site.zip', name: 'site.zip', contentType: 'application/zip', size: 10 },
    ],
  }),
  aMilestone({ milestoneId: 'g', title: 'Paid out badly', status: 4, payout: PAYOUT_FAILED }),
];

describe('buttons per state and role', () => {
  it('offers the customer only the moves the machine allows them', async () => {
    await renderWork({
      path: CUSTOMER_PATH,
      user: aCustomerUser(),
      routes: customerRoutes(stateOf(EVERY_STATE)),
    });
    expect(buttonsOf(await item('Proposed by Finn'))).toEqual(['Approve', 'Reject']);
    expect(buttonsOf(await item('Proposed by Cora'))).toEqual(['Edit', 'Delete']);
    expect(buttonsOf(await item('To pay'))).toEqual(['Pay']);
    const paying = await item('Paying');
    expect(buttonsOf(paying)).toEqual([]);
    expect(within(paying).getByText(/Payment under way: the payment provider/)).toBeVisible();
    expect(buttonsOf(await item('In progress'))).toEqual(['Open a dispute']);
    const delivered = await item('Delivered');
    expect(buttonsOf(delivered)).toEqual(['Sign off', 'Request changes', 'Open a dispute']);
    expect(within(delivered).getByText('The site is live on staging.')).toBeVisible();
    expect(within(delivered).getByRole('button', { name: 'Download site.zip' })).toBeVisible();
    const paidOut = await item('Paid out badly');
    expect(buttonsOf(paidOut)).toEqual(['Send the payout again']);
    const payout = within(paidOut).getByText(/The payout bank account did not take the money/);
    expect(payout).toHaveTextContent(/^Payout: Failed The payout bank account/);
  });

  it('offers the freelancer theirs: agree, edit their proposals, submit paid work', async () => {
    await renderWork({
      path: FREELANCER_PATH,
      user: aFreelancerUser(),
      routes: freelancerRoutes(stateOf(EVERY_STATE)),
    });
    expect(buttonsOf(await item('Proposed by Finn'))).toEqual(['Edit', 'Delete']);
    expect(buttonsOf(await item('Proposed by Cora'))).toEqual(['Agree']);
    expect(buttonsOf(await item('To pay'))).toEqual([]);
    expect(buttonsOf(await item('In progress'))).toEqual(['Submit work', 'Open a dispute']);
    expect(buttonsOf(await item('Delivered'))).toEqual(['Open a dispute']);
    expect(buttonsOf(await item('Paid out badly'))).toEqual(['Send the payout again']);
  });

  it('offers no moves on an ended contract', async () => {
    await renderWork({
      path: FREELANCER_PATH,
      user: aFreelancerUser(),
      routes: freelancerRoutes(stateOf(EVERY_STATE), { jobStatus: 'ENDED' }),
    });
    expect(buttonsOf(await item('In progress'))).toEqual([]);
    expect(buttonsOf(await item('Proposed by Cora'))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Propose a milestone' })).not.toBeInTheDocument();
  });
});

describe('paying', () => {
  it('confirms with the quote, pays, and shows the payment settling, then paid', async () => {
    const state = stateOf([aMilestone()]);
    const { stub } = await renderWork({
      path: CUSTOMER_PATH,
      user: aCustomerUser(),
      settleCheckMs: 20,
      routes: {
        ...customerRoutes(state),
        [PAY]: () => {
          state.milestones = [aMilestone({ status: 5 })];
          return ok({ milestone: state.milestones[0], cycle: null, charge: null });
        },
      },
    });
    const design = await item('Design');
    await userEvent.click(within(design).getByRole('button', { name: 'Pay' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay “Design”?' });
    const lines = Object.fromEntries(
      (await within(dialog).findAllByRole('term')).map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(lines).toEqual({
      Amount: '£300.00',
      'Payment provider fee': '£5.90',
      Tax: '£0.00',
      Total: '£305.90',
    });
    expect(within(dialog).getByText('You pay with Visa •••• 4242.')).toBeVisible();
    expect(stub.callsTo(QUOTE)[0]).toMatchObject({
      params: { provider: 'sandbox' },
      body: { milestoneId: 'ms-1' },
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay £305.90' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [payment] = stub.callsTo(PAY);
    expect(payment?.params).toEqual({ milestoneId: 'ms-1' });
    expect(payment?.body).toEqual({ jobID: 'job-1', milestoneId: 'ms-1' });
    expect(payment?.idempotencyKey).toMatch(/^pay:ms-1:milestone:/);
    expect(screen.getByText('Payment sent. The payment provider is confirming it.')).toBeVisible();
    expect(
      await within(design).findByText(/Payment under way: the payment provider/),
    ).toBeVisible();

    // The provider's webhook settles it; the page reads the contract again meanwhile.
    state.milestones = [aMilestone({ status: 2 })];
    expect(await within(design).findByText('Paid, in progress')).toBeVisible();
    const totals = screen.getByRole('group', { name: 'Money on this contract' });
    expect(within(totals).getByText('Paid').nextElementSibling).toHaveTextContent('£300.00');
    expect(within(totals).getByText('In escrow').nextElementSibling).toHaveTextContent('£300.00');
  });

  it('sends the same Idempotency-Key when the click is repeated after no answer, a new one after an answer', async () => {
    let replies = [
      apiError(503, 'down'),
      ok({ milestone: aMilestone({ status: 5 }), cycle: null, charge: null }),
    ];
    const { stub } = await renderWork({
      path: CUSTOMER_PATH,
      user: aCustomerUser(),
      routes: {
        ...customerRoutes(stateOf([aMilestone()])),
        [PAY]: () => {
          const [reply, ...rest] = replies;
          replies = rest;
          return (
            reply ??
            apiError(
              409,
              'A milestone can be paid only while pending; this one is payment pending',
              [],
              'INVALID_TRANSITION',
            )
          );
        },
      },
    });
    await userEvent.click(within(await item('Design')).getByRole('button', { name: 'Pay' }));
    const dialog = screen.getByRole('dialog');
    const confirm = await within(dialog).findByRole('button', { name: 'Pay £305.90' });
    await userEvent.click(confirm);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The payment did not go through');
    expect(alert).toHaveTextContent('trying again does not pay twice');
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = stub.callsTo(PAY);
    expect(first?.idempotencyKey).toBeDefined();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);

    // Paying again is a new action: a new key, and the API's refusal in words.
    await userEvent.click(within(await item('Design')).getByRole('button', { name: 'Pay' }));
    await userEvent.click(
      await within(screen.getByRole('dialog')).findByRole('button', { name: 'Pay £305.90' }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'This changed in the meantime: A milestone can be paid only while pending; this one is payment pending.',
    );
    expect(stub.callsTo(PAY)[2]?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('says when there is no way to pay, and leads to the settings to add one', async () => {
    const { stub } = await renderWork({
      path: CUSTOMER_PATH,
      user: aCustomerUser(),
      routes: {
        ...customerRoutes(stateOf([aMilestone()])),
        [METHODS]: () => ok({ paymentMethods: [], available: ['card'] }),
        [PAY]: () =>
          apiError(
            422,
            'Add a card or bank account to pay with first',
            [],
            'PAYMENT_METHOD_REQUIRED',
          ),
      },
    });
    await userEvent.click(within(await item('Design')).getByRole('button', { name: 'Pay' }));
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText('You have no card or bank account to pay with yet.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay £305.90' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Add a card or bank account first, then pay.');
    expect(within(alert).getByRole('link', { name: 'Add a card or bank account' })).toHaveAttribute(
      'href',
      '/customer/setting#payment-methods',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Pay £305.90' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay £305.90' }));
    await waitFor(() => expect(stub.callsTo(PAY)).toHaveLength(2));
    // The API kept its answer to the first key: asking again is a new attempt with a new key.
    const [first, second] = stub.callsTo(PAY);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it("shows a refused payment's code in words, and pays again through the retry", async () => {
    const refused = aMilestone({
      paymentFailure: {
        code: 'contact_issuer',
        message: 'Your card was declined.',
        at: '2026-11-22T10:00:00.000Z',
      },
    });
    const { stub } = await renderWork({
      path: CUSTOMER_PATH,
      user: aCustomerUser(),
      routes: {
        ...customerRoutes(stateOf([refused])),
        'POST /payment/payin/retry': () =>
          ok({ milestone: aMilestone({ status: 5 }), cycle: null, charge: null }),
      },
    });
    const design = await item('Design');
    const alert = within(design).getByRole('alert');
    expect(alert).toHaveTextContent('The last payment was refused.');
    expect(alert).toHaveTextContent(
      'The bank of the card refused the payment. Ask your bank, or pay with another card.',
    );
    expect(within(alert).getByRole('link', { name: 'Add a card or bank account' })).toHaveAttribute(
      'href',
      '/customer/setting#payment-methods',
    );
    await userEvent.click(within(design).getByRole('button', { name: 'Retry payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay “Design” again?' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay £305.90' }));
    await waitFor(() => expect(stub.callsTo('POST /payment/payin/retry')).toHaveLength(1));
    expect(stub.callsTo('POST /payment/payin/retry')[0]?.body).toEqual({
      jobId: 'job-1',
      milestoneId: 'ms-1',
    });
    expect(stub.callsTo(PAY)).toHaveLength(0);
  });

  it('keeps the dialog open with the words of a refusal the provider gave at once', async () => {
    const state = stateOf([aMilestone({ amount: 30 })]);
    await renderWork({
      path: CUSTOMER_PATH,
      user: aCustomerUser(),
      routes: {
        ...customerRoutes(state),
        [QUOTE]: () => ok(aQuote({ amount: 30, fee: 21, total: 51 })),
        [PAY]: () => {
          const failure = {
            code: 'invalid_charge_amount' as const,
            message: 'Too small',
            at: '2026-11-22T10:00:00.000Z',
          };
          state.milestones = [aMilestone({ amount: 30, paymentFailure: failure })];
          const charge = {
            ...aQuote({ amount: 30, fee: 21, total: 51 }),
            chargeId: 'ch-1',
            status: 'failed',
            failureCode: 'invalid_charge_amount',
            createdAt: '2026-11-22T10:00:00.000Z',
          };
          return ok({ milestone: state.milestones[0], cycle: null, charge });
        },
      },
    });
    await userEvent.click(within(await item('Design')).getByRole('button', { name: 'Pay' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay £0.51' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The payment did not go through');
    expect(alert).toHaveTextContent('The amount is below or above what can be charged.');
    expect(screen.queryByText('Payment sent. The payment provider is confirming it.')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      await within(await item('Design')).findByRole('button', { name: 'Retry payment' }),
    ).toBeVisible();
  });

  it.each([
    ['de', /Das ist mehr, als die Karte erlaubt/, 'Zahlung wiederholen'],
    ['ua', /Це більше, ніж дозволяє картка/, 'Повторити платіж'],
  ])('words refusals in %s too', async (lng, text, retry) => {
    const refused = aMilestone({
      paymentFailure: {
        code: 'charge_exceeds_source_limit',
        message: 'Over',
        at: '2026-11-22T10:00:00.000Z',
      },
    });
    await renderWork({
      path: CUSTOMER_PATH,
      user: aCustomerUser(),
      lng,
      routes: customerRoutes(stateOf([refused])),
    });
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByRole('button', { name: retry })).toBeVisible();
  });
});

describe('delivering and accepting work', () => {
  it('uploads the files with progress, attaches them and submits the work with a note', async () => {
    const state = stateOf([aMilestone({ status: 2 })]);
    const upload = deferred();
    const { stub } = await renderWork({
      path: FREELANCER_PATH,
      user: aFreelancerUser(),
      routes: {
        ...freelancerRoutes(state),
        'POST /apis/auth/s3': () => upload.promise,
        'PUT /jobs/{jobId}/milestones/{milestoneId}': ({ body }: StubRequest) =>
          ok(aMilestone({ status: 2, files: (body as { files: MilestoneView['files'] }).files })),
        [MOVE]: () => {
          state.milestones = [aMilestone({ status: 3, flNote: 'Here it is.' })];
          return ok(state.milestones[0]);
        },
      },
    });
    await userEvent.click(
      within(await item('Design')).getByRole('button', { name: 'Submit work' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Submit work for “Design”' });
    const submit = within(dialog).getByRole('button', { name: 'Submit work' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Note to the customer/), 'Here it is.');
    await userEvent.upload(
      within(dialog).getByLabelText('Files'),
      new File(['hello'], 'report v1.txt', { type: 'text/plain' }),
    );
    expect(within(dialog).getByText('Chosen: report v1.txt')).toBeVisible();
    await userEvent.click(submit);

    const progress = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(progress).toHaveAttribute('aria-valuetext', '0% uploaded');
    const [sent] = stub.callsTo('POST /apis/auth/s3');
    const form = sent?.body as Record<string, unknown>;
    expect(form['key']).toMatch(/^milestones\/ms-1\/[a-z0-9]+-report-v1\.txt$/);
    expect(form['contentType']).toBe('text/plain');
    upload.resolve(ok({ key: form['key'], path: 'cGF0aA' }, 201));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [attach] = stub.callsTo('PUT /jobs/{jobId}/milestones/{milestoneId}');
    expect(attach?.body).toEqual({
      files: [{ key: form['key'], name: 'report v1.txt', contentType: 'text/plain', size: 5 }],
    });
    expect(attach?.idempotencyKey).toMatch(/^files:ms-1:/);
    expect(stub.callsTo(MOVE)[0]?.body).toEqual({
      key: 'submit',
      milestoneId: 'ms-1',
      jobID: 'job-1',
      flNote: 'Here it is.',
    });
    expect(screen.getByText('Work submitted. The customer can sign it off now.')).toBeVisible();
    expect(await within(await item('Design')).findByText('Here it is.')).toBeVisible();
  });

  it('shows why a file could not be uploaded, keeping the dialog', async () => {
    await renderWork({
      path: FREELANCER_PATH,
      user: aFreelancerUser(),
      routes: {
        ...freelancerRoutes(stateOf([aMilestone({ status: 2 })])),
        'POST /apis/auth/s3': () =>
          apiError(
            400,
            'Something is wrong with your file. Please try again.',
            [],
            'UNSUPPORTED_FILE',
          ),
      },
    });
    await userEvent.click(
      within(await item('Design')).getByRole('button', { name: 'Submit work' }),
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Note to the customer/), 'Done');
    await userEvent.upload(within(dialog).getByLabelText('Files'), new File(['x'], 'a.exe'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit work' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'a.exe could not be uploaded. Something is wrong with your file. Please try again.',
    );
  });

  it('asks before signing off, and signs off with an Idempotency-Key', async () => {
    const state = stateOf([aMilestone({ status: 3 })]);
    const { stub } = await renderWork({
      path: CUSTOMER_PATH,
      user: aCustomerUser(),
      routes: {
        ...customerRoutes(state),
        'POST /jobs/customer_signedoff_milestone': () => {
          state.milestones = [aMilestone({ status: 4 })];
          return ok(state.milestones[0]);
        },
      },
    });
    await userEvent.click(within(await item('Design')).getByRole('button', { name: 'Sign off' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign off “Design”?' });
    expect(dialog).toHaveTextContent('releases £300.00 to the freelancer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(stub.callsTo('POST /jobs/customer_signedoff_milestone')).toHaveLength(0);

    await userEvent.click(within(await item('Design')).getByRole('button', { name: 'Sign off' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign off' }),
    );
    expect(
      await screen.findByText('Signed off. The payout is on its way to the freelancer.'),
    ).toBeVisible();
    const [call] = stub.callsTo('POST /jobs/customer_signedoff_milestone');
    expect(call?.body).toEqual({ jobID: 'job-1', milestoneId: 'ms-1' });
    expect(call?.idempotencyKey).toMatch(/^signOff:ms-1:/);
    expect(await within(await item('Design')).findByText('Signed off')).toBeVisible();
  });

  it('requests changes with a reason', async () => {
    const { stub } = await renderWork({
      path: CUSTOMER_PATH,
      user: aCustomerUser(),
      routes: {
        ...customerRoutes(stateOf([aMilestone({ status: 3 })])),
        [MOVE]: () => ok(aMilestone({ status: 2 })),
      },
    });
    await userEvent.click(
      within(await item('Design')).getByRole('button', { name: 'Request changes' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Request changes to “Design”' });
    const send = within(dialog).getByRole('button', { name: 'Request changes' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/What should change/), 'Bigger logo');
    await userEvent.click(send);
    await waitFor(() => expect(stub.callsTo(MOVE)).toHaveLength(1));
    expect(stub.callsTo(MOVE)[0]?.body).toEqual({
      key: 'requestChanges',
      milestoneId: 'ms-1',
      jobID: 'job-1',
      value: 'Bigger logo',
    });
  });

  it('approves what the freelancer proposed, busy while it runs', async () => {
    const state = stateOf([aMilestone({ status: 0, clApprovalStatus: 'PENDING' })]);
    const answer = deferred();
    const { stub } = await renderWork({
      path: CUSTOMER_PATH,
      user: aCustomerUser(),
      routes: { ...customerRoutes(state), 'POST /jobs/approve_milestone': () => answer.promise },
    });
    const approve = within(await item('Design')).getByRole('button', { name: 'Approve' });
    await userEvent.click(approve);
    expect(approve).toHaveAttribute('aria-busy', 'true');
    expect(within(await item('Design')).getByRole('button', { name: 'Reject' })).toBeDisabled();
    state.milestones = [aMilestone({ status: 1 })];
    answer.resolve(ok(state.milestones[0]));
    expect(await screen.findByText('Milestone approved: it can be paid now.')).toBeVisible();
    expect(stub.callsTo('POST /jobs/approve_milestone')[0]?.body).toEqual({
      jobID: 'job-1',
      milestoneId: 'ms-1',
      clApprovalStatus: 'APPROVED',
    });
    expect(within(await item('Design')).getByRole('button', { name: 'Pay' })).toBeVisible();
  });
});

describe('proposing', () => {
  it('lets the customer propose where customers propose, in minor units', async () => {
    const state = stateOf([aMilestone()]);
    const { stub } = await renderWork({
      path: CUSTOMER_PATH,
      user: aCustomerUser(),
      features: { customerCreatesMilestones: true },
      routes: {
        ...customerRoutes(state),
        'POST /jobs/{jobId}/milestones': () => {
          state.milestones = [
            ...state.milestones,
            aMilestone({
              milestoneId: 'ms-9',
              title: 'Hosting',
              status: 0,
              proposedBy: 'customer',
            }),
          ];
          return ok({ milestones: state.milestones.slice(1) }, 201);
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Propose a milestone' }));
    const form = screen.getByRole('form', { name: 'Propose a milestone' });
    await userEvent.type(within(form).getByLabelText(/Title/), 'Hosting');
    await userEvent.type(within(form).getByLabelText(/Amount/), '12.345');
    await userEvent.click(within(form).getByRole('button', { name: 'Propose' }));
    expect(within(form).getByText(/Enter an amount above 0/)).toBeVisible();
    await userEvent.clear(within(form).getByLabelText(/Amount/));
    await userEvent.type(within(form).getByLabelText(/Amount/), '120.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Propose' }));
    expect(await screen.findByRole('article', { name: 'Hosting' })).toBeVisible();
    const [call] = stub.callsTo('POST /jobs/{jobId}/milestones');
    expect(call?.query.get('freelancerId')).toBe('fl-1');
    expect(call?.body).toEqual({
      milestones: [{ title: 'Hosting', amount: 12050, dueDate: null, description: '' }],
    });
  });

  it('tells the freelancer who proposes on a marketplace where customers do', async () => {
    await renderWork({
      path: FREELANCER_PATH,
      user: aFreelancerUser(),
      routes: freelancerRoutes(stateOf([aMilestone()])),
    });
    expect(
      await screen.findByText(
        'On this marketplace the customer proposes milestones and the freelancer agrees to them.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Propose a milestone' })).not.toBeInTheDocument();
  });
});

it('shows the timeline newest first: who did what, and their notes', async () => {
  await renderWork({
    path: CUSTOMER_PATH,
    user: aCustomerUser(),
    routes: customerRoutes(
      stateOf([aMilestone({ status: 3 })], {
        events: [
          anEvent({
            eventId: 'e3',
            kind: 'submit',
            actorId: 'fl-1',
            actorRole: 'freelancer',
            note: 'Here it is.',
            createdAt: '2026-11-22T12:30:00.000Z',
          }),
          anEvent({
            eventId: 'e2',
            kind: 'payInFailed',
            actorId: null,
            actorRole: 'provider',
            note: 'contact_issuer: Your card was declined.',
            createdAt: '2026-11-21T09:00:00.000Z',
          }),
          anEvent({ eventId: 'e1', kind: 'approve', createdAt: '2026-11-20T10:00:00.000Z' }),
        ],
      }),
    ),
  });
  const timeline = await screen.findByRole('region', { name: 'What happened' });
  const entries = within(timeline).getAllByRole('listitem');
  expect(entries.map((entry) => within(entry).getByRole('paragraph').textContent)).toEqual([
    'The freelancer submitted the work of “Design”',
    'The payment provider refused the payment of “Design”',
    'You approved “Design”',
  ]);
  expect(within(entries[0] as HTMLElement).getByText('Here it is.')).toBeVisible();
  expect(
    within(entries[0] as HTMLElement).getByText(formatDateTime('2026-11-22T12:30:00.000Z', 'en')),
  ).toBeVisible();
  expect(within(entries[1] as HTMLElement).getByText(/Your card was declined/)).toBeVisible();
});

describe('ongoing work', () => {
  const ONGOING = { contractType: 2 as const, cycleDuration: 'week' as const };
  const handle = aMilestone({ milestoneId: 'ms-r', title: 'Weekly support', recurringId: 'rr-1' });

  it('shows the contract type and lets the freelancer give the hours of the open cycle', async () => {
    const { stub } = await renderWork({
      path: FREELANCER_PATH,
      user: aFreelancerUser(),
      routes: {
        ...freelancerRoutes(stateOf([handle], { recurring: [aRule()] }), ONGOING),
        [MOVE]: () => ok(handle),
      },
    });
    const summary = await screen.findByRole('region', { name: 'Booking website' });
    expect(within(summary).getByText('CONTRACT TYPE').nextElementSibling).toHaveTextContent(
      'Ongoing Work',
    );
    expect(within(summary).getByText('CYCLE DURATION').nextElementSibling).toHaveTextContent(
      'Weekly',
    );
    const work = await screen.findByRole('region', { name: 'Weekly support' });
    expect(within(work).getByRole('button', { name: 'Pause' })).toBeVisible();
    const row = within(work).getByRole('row', { name: /16 Nov 2026 to 23 Nov 2026/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Give hours' }));
    const form = within(row).getByRole('form', { name: 'Hours for 16 Nov 2026 to 23 Nov 2026' });
    await userEvent.type(within(form).getByLabelText(/Hours worked/), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Give hours' }));
    expect(within(form).getByText('At most 10 hours a cycle on this contract.')).toBeVisible();
    await userEvent.clear(within(form).getByLabelText(/Hours worked/));
    await userEvent.type(within(form).getByLabelText(/Hours worked/), '7.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Give hours' }));
    expect(await screen.findByText('Hours saved.')).toBeVisible();
    expect(stub.callsTo(MOVE)[0]?.body).toEqual({
      key: 'hours',
      milestoneId: 'ms-r',
      jobID: 'job-1',
      recurringId: 'rr-1',
      value: 7.5,
    });
  });

  it('lets the customer pay a cycle with its quote, or dispute its hours', async () => {
    const ended = aCycle({ status: 3, hours: 5, amount: 20000 });
    const { stub } = await renderWork({
      path: CUSTOMER_PATH,
      user: aCustomerUser(),
      routes: {
        ...customerRoutes(stateOf([handle], { recurring: [aRule({ cycles: [ended] })] })),
        [DETAILS]: () => ok({ jobs: [job(ONGOING)], freelancers: {} }),
        [QUOTE]: () => ok(aQuote({ amount: 20000, fee: 400, total: 20400 })),
        [PAY]: () => ok({ milestone: handle, cycle: { ...ended, status: 5 }, charge: null }),
        [MOVE]: () => ok(handle),
      },
    });
    const row = await screen.findByRole('row', { name: /16 Nov 2026 to 23 Nov 2026/ });
    expect(within(row).getByText('£200.00')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Pay this cycle' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Pay the cycle 16 Nov 2026 to 23 Nov 2026?',
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay £204.00' }));
    await waitFor(() => expect(stub.callsTo(PAY)).toHaveLength(1));
    expect(stub.callsTo(QUOTE)[0]?.body).toEqual({ milestoneId: 'ms-r', cycleId: 'cy-1' });
    expect(stub.callsTo(PAY)[0]?.body).toEqual({
      jobID: 'job-1',
      milestoneId: 'ms-r',
      cycleId: 'cy-1',
    });

    await userEvent.click(within(row).getByRole('button', { name: 'Dispute the hours' }));
    const dispute = screen.getByRole('dialog', {
      name: 'Dispute the hours of 16 Nov 2026 to 23 Nov 2026',
    });
    await userEvent.type(
      within(dispute).getByLabelText(/What is wrong/),
      'Only 3 hours were agreed',
    );
    await userEvent.click(within(dispute).getByRole('button', { name: 'Dispute the hours' }));
    await waitFor(() => expect(stub.callsTo(MOVE)).toHaveLength(1));
    expect(stub.callsTo(MOVE)[0]?.body).toEqual({
      key: 'dispute',
      value: 'Only 3 hours were agreed',
      milestoneId: 'ms-r',
      jobID: 'job-1',
      recurringId: 'rr-1',
    });
  });
});

it('shows a not-found state when the freelancer has no such job', async () => {
  await renderWork({
    path: '/freelancer/manage/job-x',
    user: aFreelancerUser(),
    routes: { 'GET /jobs/{jobId}': () => apiError(404, 'Job not found', [], 'JOB_NOT_FOUND') },
  });
  expect(await screen.findByRole('heading', { name: 'Contract not found' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to your current jobs' })).toHaveAttribute(
    'href',
    '/freelancer/manage',
  );
});
