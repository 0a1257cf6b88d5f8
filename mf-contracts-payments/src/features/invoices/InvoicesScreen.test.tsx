import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoicesPage, InvoiceView } from '@mp/contracts';
import {
  aCustomerUser,
  aFreelancerUser,
  apiError,
  ok,
  type StubHandler,
  type StubRequest,
} from '@mp/test-kit';
import { renderArea } from '../contract/test-support';

const LIST = 'GET /payment/invoices';
const PDF = 'GET /payment/invoices/{invoiceId}/pdf';

function anInvoice(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    invoiceId: 'inv-1',
    number: 'DEMO-2026-000002',
    issuedAt: '2026-03-04T10:00:00.000Z',
    kind: 'milestone',
    jobId: 'job-1',
    jobTitle: 'Booking website',
    milestoneId: 'ms-1',
    milestoneTitle: 'Design',
    cycleId: null,
    productId: null,
    customer: { userId: 'cu-1', name: 'Cleo Customer' },
    freelancer: { userId: 'fl-1', name: 'Finn Freelancer' },
    amount: 40000,
    fee: 780,
    tax: 8000,
    total: 48780,
    currency: 'GBP',
    feeRate: 0.019,
    feeFixed: 20,
    taxType: 'VAT',
    taxRate: 20,
    lines: [
      {
        kind: 'milestone',
        title: 'Design',
        quantity: 1,
        unitAmount: 40000,
        amount: 40000,
        periodStart: null,
        periodEnd: null,
      },
    ],
    ...overrides,
  };
}

const CYCLE = anInvoice({
  invoiceId: 'inv-0',
  number: 'DEMO-2026-000001',
  issuedAt: '2026-02-20T10:00:00.000Z',
  kind: 'cycle',
  jobId: 'job-2',
  jobTitle: 'Weekly support',
  milestoneTitle: 'Support',
  cycleId: 'cy-1',
  amount: 11000,
  fee: 229,
  tax: 0,
  total: 11229,
  taxType: 'NONE',
  taxRate: 0,
  lines: [
    {
      kind: 'cycle',
      title: 'Support',
      quantity: 2,
      unitAmount: 5500,
      amount: 11000,
      periodStart: '2026-02-09T00:00:00.000Z',
      periodEnd: '2026-02-16T00:00:00.000Z',
    },
  ],
});

const JOBS = [
  { jobId: 'job-1', title: 'Booking website' },
  { jobId: 'job-2', title: 'Weekly support' },
];

function page(invoices: InvoiceView[], lastEvaluatedKey?: string): InvoicesPage {
  return { invoices, jobs: JOBS, ...(lastEvaluatedKey ? { lastEvaluatedKey } : {}) };
}

function renderInvoices(
  routes: Record<string, StubHandler>,
  options: { side?: 'customer' | 'freelancer'; lng?: string; query?: string } = {},
) {
  const side = options.side ?? 'customer';
  return renderArea({
    path: `${side === 'customer' ? '/customer/cl-invoices' : '/freelancer/fl-invoices'}${options.query ?? ''}`,
    user: side === 'customer' ? aCustomerUser() : aFreelancerUser(),
    lng: options.lng,
    routes,
  });
}

const rowOf = (number: string) => screen.getByRole('row', { name: new RegExp(number) });

describe('the invoices lists', () => {
  it("shows a customer's invoices with the freelancer, amount, fee, tax and total", async () => {
    const stub = await renderInvoices({ [LIST]: () => ok(page([anInvoice(), CYCLE])) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Invoices, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Invoice',
      'Date',
      'Job and milestone',
      'Freelancer',
      'Amount',
      'Provider fee',
      'Tax',
      'Total',
      'Download',
    ]);
    const cells = within(rowOf('DEMO-2026-000002'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '4 Mar 2026',
      'Booking websiteDesign',
      'Finn Freelancer',
      '£400.00',
      '£7.80',
      '£80.00VAT 20%',
      '£487.80',
      'Download PDF',
    ]);
    const cycle = within(rowOf('DEMO-2026-000001')).getAllByRole('cell');
    expect(cycle[1]).toHaveTextContent('Weekly supportSupportPeriod 9 Feb 2026 – 15 Feb 2026');
    expect(cycle[5]).toHaveTextContent('£0.00No tax');
    expect(stub.callsTo(LIST)[0]?.signed).toBe(true);
  });

  it("names the customer on a freelancer's list, in the language on screen", async () => {
    await renderInvoices(
      { [LIST]: () => ok(page([anInvoice()])) },
      {
        side: 'freelancer',
        lng: 'ua',
      },
    );
    const table = await screen.findByRole('table', { name: 'Рахунки, спершу найновіші' });
    expect(within(table).getByRole('columnheader', { name: 'Замовник' })).toBeVisible();
    const cells = within(rowOf('DEMO-2026-000002')).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('Cleo Customer');
    expect(cells[6]?.textContent?.replace(/\s/g, ' ')).toBe('487,80 £');
    expect(
      screen.getByRole('button', { name: 'Завантажити PDF рахунку DEMO-2026-000002' }),
    ).toBeVisible();
  });

  it('shows more invoices page by page', async () => {
    const stub = await renderInvoices({
      [LIST]: ({ query }: StubRequest) =>
        query.get('from') === 'k1' ? ok(page([CYCLE])) : ok(page([anInvoice()], 'k1')),
    });
    await screen.findByRole('row', { name: /DEMO-2026-000002/ });
    expect(screen.queryByRole('row', { name: /DEMO-2026-000001/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show more invoices' }));
    expect(await screen.findByRole('row', { name: /DEMO-2026-000001/ })).toBeVisible();
    expect(screen.getByRole('row', { name: /DEMO-2026-000002/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more invoices' })).toBeNull();
    expect(stub.callsTo(LIST).map((call) => call.query.get('from'))).toEqual([null, 'k1']);
  });

  it('filters by job and period, refuses a period that ends before it starts, and clears', async () => {
    const stub = await renderInvoices({
      [LIST]: ({ query }: StubRequest) =>
        ok(page(query.get('jobId') === 'job-2' ? [CYCLE] : [anInvoice(), CYCLE])),
    });
    await screen.findByRole('row', { name: /DEMO-2026-000002/ });
    const filters = screen.getByRole('search', { name: 'Filter invoices' });
    await userEvent.selectOptions(within(filters).getByLabelText('Job'), 'Weekly support');
    await userEvent.type(within(filters).getByLabelText('Issued from'), '2026-02-01');
    await userEvent.type(within(filters).getByLabelText('Issued until'), '2026-01-31');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(within(filters).getByLabelText('Issued until')).toHaveAccessibleDescription(
      'Choose a day on or after the first day.',
    );
    expect(stub.callsTo(LIST)).toHaveLength(1);

    await userEvent.clear(within(filters).getByLabelText('Issued until'));
    await userEvent.type(within(filters).getByLabelText('Issued until'), '2026-02-28');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /DEMO-2026-000002/ })).toBeNull());
    const filtered = stub.callsTo(LIST)[1]?.query;
    expect([filtered?.get('jobId'), filtered?.get('since'), filtered?.get('until')]).toEqual([
      'job-2',
      '2026-02-01',
      '2026-02-28',
    ]);

    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('row', { name: /DEMO-2026-000002/ })).toBeVisible();
    expect([...(stub.callsTo(LIST)[2]?.query.keys() ?? [])]).toEqual([]);
    expect(within(filters).getByLabelText('Job')).toHaveValue('');
  });

  it('on phones folds the filters into a sheet behind a button; applying closes it', async () => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: true,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
    try {
      await renderInvoices({ [LIST]: () => ok(page([anInvoice()])) });
      const toggle = await screen.findByRole('button', { name: 'Filters' });
      expect(screen.queryByRole('search')).toBeNull();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      const sheet = screen.getByRole('dialog', { name: 'Filters' });
      const form = within(sheet).getByRole('search', { name: 'Filter invoices' });
      await userEvent.type(within(form).getByLabelText('Issued from'), '2026-02-01');
      await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(await screen.findByRole('button', { name: 'Filters (1)' })).toHaveFocus();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('reads the filters from the address, and says when none match', async () => {
    const stub = await renderInvoices(
      { [LIST]: () => ok(page([])) },
      { query: '?jobId=job-1&since=2026-01-01' },
    );
    expect(
      await screen.findByRole('heading', { name: 'No invoices match these filters' }),
    ).toBeVisible();
    expect(stub.callsTo(LIST)[0]?.query.get('jobId')).toBe('job-1');
    expect(stub.callsTo(LIST)[0]?.query.get('since')).toBe('2026-01-01');
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[1]!);
    await waitFor(() => expect(stub.callsTo(LIST)).toHaveLength(2));
    expect(stub.callsTo(LIST)[1]?.query.get('jobId')).toBeNull();
  });

  it('tells a freelancer without invoices when they come', async () => {
    await renderInvoices({ [LIST]: () => ok(page([])) }, { side: 'freelancer' });
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeVisible();
    expect(
      screen.getByText(
        'When a customer pays for one of your milestones, its invoice appears here.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your contracts' })).toHaveAttribute(
      'href',
      '/freelancer/manage',
    );
  });

  it('shows a failed load with a way to try again', async () => {
    let failing = true;
    await renderInvoices({
      [LIST]: () =>
        failing ? apiError(500, 'boom', [], 'INTERNAL_ERROR') : ok(page([anInvoice()])),
    });
    expect(await screen.findByText('Your invoices could not be loaded')).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /DEMO-2026-000002/ })).toBeVisible();
  });
});

describe("an invoice's PDF", () => {
  let saved: Blob[];
  let clicked: jest.SpyInstance;
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:invoice';
    };
    URL.revokeObjectURL = () => undefined;
    clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => clicked.mockRestore());

  it('downloads in the language on screen under the invoice number', async () => {
    const stub = await renderInvoices(
      {
        [LIST]: () => ok(page([anInvoice()])),
        [PDF]: () => ({ status: 200, raw: '%PDF-1.3 invoice' }),
      },
      { lng: 'de' },
    );
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'PDF herunterladen: Rechnung DEMO-2026-000002',
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.size).toBe('%PDF-1.3 invoice'.length);
    const [fetched] = stub.callsTo(PDF);
    expect(fetched?.params).toEqual({ invoiceId: 'inv-1' });
    expect(fetched?.query.get('lng')).toBe('de');
    expect(fetched?.signed).toBe(true);
    const link = clicked.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('invoice-DEMO-2026-000002.pdf');
  });

  it('says when the PDF could not be downloaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderInvoices({
      [LIST]: () => ok(page([anInvoice()])),
      [PDF]: () => apiError(404, 'No such invoice among yours', [], 'INVOICE_NOT_FOUND'),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download PDF of invoice DEMO-2026-000002' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invoice DEMO-2026-000002 could not be downloaded. Please try again.',
    );
    expect(saved).toEqual([]);
    expect(logged).toHaveBeenCalledWith(
      '[mf-contracts-payments] invoice download failed',
      expect.objectContaining({ code: 'INVOICE_NOT_FOUND' }),
    );
    logged.mockRestore();
  });
});
