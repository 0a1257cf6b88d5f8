/**
 * An invoice as a PDF (docs/payments.md#invoices), drawn with pdfkit in the reader's language:
 * the tenant's name, the number and date, both parties, the job and milestone, what was bought,
 * the amount, the provider's fee, the tax (type and rate) and the total, in the invoice's
 * currency written as the language writes money.
 */
import { intlLocale, loadDateLocale, type InvoiceLanguage } from '@mp/contracts';
import PDFDocument from 'pdfkit';
import type { InvoiceRow } from '../rows';
import { invoiceFonts } from './fonts';
import { invoiceFormat, type InvoiceFormat } from './format';
import { INVOICE_TEXTS, type InvoiceTexts } from './texts';

type Doc = PDFKit.PDFDocument;

const PAGE = { margin: 50, width: 595.28 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const MUTED = '#5b6470';
const INK = '#14213d';

interface Drawing {
  doc: Doc;
  invoice: InvoiceRow;
  texts: InvoiceTexts;
  format: InvoiceFormat;
}

/** The right-hand column of the heading: the title, the number, the date and "paid". */
const FACTS = { x: PAGE.margin + 275, width: CONTENT_WIDTH - 275 } as const;

/** Draws the heading; answers where the next block may start. */
function heading({ doc, invoice, texts, format }: Drawing, tenantName: string): number {
  const top = PAGE.margin;
  doc.font('bold').fontSize(18).fillColor(INK).text(tenantName, PAGE.margin, top, { width: 260 });
  const nameBottom = doc.y;
  doc.fontSize(22).text(texts.title, FACTS.x, top, { width: FACTS.width, align: 'right' });
  doc.font('regular').fontSize(10);
  const facts: [string, string][] = [
    [texts.number, invoice.number],
    [texts.issued, format.date(invoice.issued_at)],
  ];
  for (const [label, value] of facts) {
    doc.fillColor(MUTED).text(`${label}:`, FACTS.x, doc.y + 4, { ...FACTS, align: 'right' });
    doc.fillColor(INK).text(value, FACTS.x, doc.y + 1, { ...FACTS, align: 'right' });
  }
  doc.font('bold').fillColor('#0f766e');
  doc.text(texts.paid.toUpperCase(), FACTS.x, doc.y + 4, { ...FACTS, align: 'right' });
  return Math.max(nameBottom, doc.y) + 24;
}

interface PartyLines {
  label: string;
  name: string;
  address: string | null;
}

/** Draws one party at (x, y); answers the bottom of what it drew. */
function party({ doc, texts }: Drawing, x: number, y: number, lines: PartyLines): number {
  doc.font('regular').fontSize(9).fillColor(MUTED).text(lines.label, x, y, { width: 230 });
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(lines.name, x, doc.y + 2, { width: 230 });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(lines.address === null ? MUTED : INK)
    .text(lines.address ?? texts.noAddress, x, doc.y + 1, { width: 230 });
  return doc.y;
}

/** The freelancer on the left, the customer on the right; answers where the next block starts. */
function parties(drawing: Drawing, top: number): number {
  const { invoice, texts } = drawing;
  const left = party(drawing, PAGE.margin, top, {
    label: texts.from,
    name: invoice.freelancer_name,
    address: invoice.freelancer_address,
  });
  const right = party(drawing, PAGE.margin + 265, top, {
    label: texts.billedTo,
    name: invoice.customer_name,
    address: invoice.customer_address,
  });
  return Math.max(left, right) + 28;
}

/** A cycle's period ends where the next begins: its last day is the one before. */
const lastMoment = (end: string) => new Date(Date.parse(end) - 1);

function workFacts({ doc, invoice, texts, format }: Drawing, top: number): number {
  let y = top;
  const line = invoice.lines[0];
  const facts: [string, string | null][] = [
    [texts.job, invoice.job_title],
    [texts.milestone, invoice.milestone_title],
    [
      texts.period,
      line?.periodStart && line.periodEnd
        ? `${format.date(line.periodStart)} – ${format.date(lastMoment(line.periodEnd))}`
        : null,
    ],
  ];
  for (const [label, value] of facts) {
    if (value === null || value === '') continue;
    doc.font('regular').fontSize(10).fillColor(MUTED).text(`${label}:`, PAGE.margin, y, {
      width: 90,
    });
    doc.fillColor(INK).text(value, PAGE.margin + 90, y, { width: CONTENT_WIDTH - 90 });
    y = doc.y + 6;
  }
  return y + 10;
}

const COLUMNS = [
  { key: 'description', x: PAGE.margin, width: 235, align: 'left' },
  { key: 'quantity', x: PAGE.margin + 235, width: 70, align: 'right' },
  { key: 'unitPrice', x: PAGE.margin + 305, width: 95, align: 'right' },
  { key: 'amount', x: PAGE.margin + 400, width: 95, align: 'right' },
] as const;

function rule(doc: Doc, y: number): void {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.5)
    .strokeColor('#cbd5e1')
    .stroke();
}

function lineTable({ doc, invoice, texts, format }: Drawing, top: number): number {
  doc.font('bold').fontSize(9).fillColor(MUTED);
  for (const column of COLUMNS)
    doc.text(texts[column.key], column.x, top, { width: column.width, align: column.align });
  rule(doc, top + 16);
  let y = top + 24;
  doc.font('regular').fontSize(10).fillColor(INK);
  for (const line of invoice.lines) {
    const quantity =
      line.kind === 'cycle'
        ? `${format.quantity(line.quantity)} ${texts.hours}`
        : format.quantity(line.quantity);
    const cells = [line.title, quantity, format.money(line.unitAmount), format.money(line.amount)];
    let bottom = y;
    COLUMNS.forEach((column, index) => {
      doc.text(cells[index] ?? '', column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom + 8;
  }
  rule(doc, y);
  return y + 10;
}

function totals({ doc, invoice, texts, format }: Drawing, top: number): number {
  const taxType = texts.taxTypes[invoice.tax_type];
  const rows: [string, string, boolean][] = [
    [texts.amount, format.money(Number(invoice.amount)), false],
    [
      texts.fee(format.rate(Number(invoice.fee_rate)), format.money(Number(invoice.fee_fixed))),
      format.money(Number(invoice.fee)),
      false,
    ],
    [
      invoice.tax_type === 'NONE'
        ? taxType
        : texts.tax(taxType, format.percent(Number(invoice.tax_rate))),
      format.money(Number(invoice.tax)),
      false,
    ],
    [texts.total, format.money(Number(invoice.total)), true],
  ];
  let y = top;
  for (const [label, value, strong] of rows) {
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 12 : 10)
      .fillColor(INK);
    doc.text(label, PAGE.margin + 130, y, { width: 270, align: 'right' });
    doc.text(value, PAGE.margin + 400, y, { width: 95, align: 'right' });
    y = doc.y + 6;
  }
  return y;
}

function footer({ doc, texts }: Drawing, tenantName: string, top: number): void {
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(texts.footer(tenantName), PAGE.margin, top + 30, { width: CONTENT_WIDTH });
}

/** The whole PDF of an invoice, in memory (an invoice is one page of a few kilobytes). */
export async function renderInvoicePdf(
  invoice: InvoiceRow,
  options: { tenantName: string; language: InvoiceLanguage },
): Promise<Buffer> {
  const texts = INVOICE_TEXTS[options.language];
  await loadDateLocale(options.language);
  const fonts = invoiceFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: intlLocale(options.language),
    displayTitle: true,
    info: {
      Title: `${texts.title} ${invoice.number}`,
      Author: options.tenantName,
      CreationDate: new Date(invoice.issued_at),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const drawing: Drawing = {
    doc,
    invoice,
    texts,
    format: invoiceFormat(options.language, invoice.currency),
  };
  const partiesTop = heading(drawing, options.tenantName);
  const factsTop = parties(drawing, partiesTop);
  const tableTop = workFacts(drawing, factsTop);
  const totalsTop = lineTable(drawing, tableTop);
  footer(drawing, options.tenantName, totals(drawing, totalsTop));
  doc.end();
  return done;
}
