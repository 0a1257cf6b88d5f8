import type { InvoiceRow } from '../rows';
import { pdfText } from '../../../../test/support/pdf';
import { renderInvoicePdf } from './render';

const INVOICE: InvoiceRow = {
  tenant_id: 'demo',
  id: 'inv-1',
  sequence: 7,
  number: 'DEMO-2026-000007',
  kind: 'milestone',
  charge_id: 'ch-1',
  job_id: 'job-1',
  milestone_id: 'ms-1',
  cycle_id: null,
  product_id: null,
  customer_id: 'cu-1',
  freelancer_id: 'fl-1',
  customer_name: 'Casey Customer',
  customer_address: '1 Market Street, London',
  freelancer_name: 'Frankie Freelancer',
  freelancer_address: null,
  job_title: 'Bakery brand',
  milestone_title: 'Logo drafts',
  amount: 123456,
  fee: 2366,
  tax: 24691,
  total: 150513,
  currency: 'GBP',
  fee_rate: 0.019,
  fee_fixed: 20,
  tax_type: 'VAT',
  tax_rate: 20,
  issued_at: new Date('2026-03-04T10:00:00Z'),
  lines: [
    {
      kind: 'milestone',
      title: 'Logo drafts',
      quantity: 1,
      unitAmount: 123456,
      amount: 123456,
      periodStart: null,
      periodEnd: null,
    },
  ],
};

const render = (language: 'en' | 'ua' | 'de', invoice: InvoiceRow = INVOICE) =>
  renderInvoicePdf(invoice, { tenantName: 'Demo Freelance', language });

describe('an invoice as a PDF', () => {
  it('is a PDF with the tenant, number, date, parties, work, fee, tax and total in English', async () => {
    const pdf = await render('en');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const part of [
      'Demo Freelance',
      'Invoice',
      'DEMO-2026-000007',
      '4 Mar 2026',
      'Frankie Freelancer',
      'No address given',
      'Casey Customer',
      '1 Market Street, London',
      'Bakery brand',
      'Logo drafts',
      '£1,234.56',
      "Payment provider's fee (1.9% + £0.20)",
      '£23.66',
      'VAT (20%)',
      '£246.91',
      'Total',
      '£1,505.13',
    ])
      expect(text).toContain(part);
  });

  it('writes Ukrainian (Cyrillic) and German, with money as each language writes it', async () => {
    const ukrainian = await pdfText(await render('ua'));
    for (const part of ['Рахунок', 'Номер рахунку', '04.03.2026', 'ПДВ (20%)', 'Разом'])
      expect(ukrainian).toContain(part);
    expect(ukrainian).toMatch(/1\s505,13\s£|1\s505,13\sGBP/);
    const german = await pdfText(await render('de'));
    for (const part of ['Rechnung', '04.03.2026', 'USt. (20 %)', 'Gesamtbetrag', '1.505,13 £'])
      expect(german).toContain(part);
  });

  it("shows a cycle's hours and rate with its period, and no tax as such", async () => {
    const cycle: InvoiceRow = {
      ...INVOICE,
      kind: 'cycle',
      cycle_id: 'cy-1',
      amount: 11000,
      fee: 229,
      tax: 0,
      total: 11229,
      tax_type: 'NONE',
      tax_rate: 0,
      lines: [
        {
          kind: 'cycle',
          title: 'Ongoing support',
          quantity: 2,
          unitAmount: 5500,
          amount: 11000,
          periodStart: '2026-03-02T00:00:00.000Z',
          periodEnd: '2026-03-09T00:00:00.000Z',
        },
      ],
    };
    const text = await pdfText(await render('en', cycle));
    for (const part of ['2 h', '£55.00', '£110.00', '2 Mar 2026 – 8 Mar 2026', 'No tax'])
      expect(text).toContain(part);
    expect(text).not.toContain('VAT');
  });
});
