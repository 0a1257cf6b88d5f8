/** The words of an invoice's PDF in each language invoices are written in. */
import type { InvoiceLanguage, JobTax } from '@mp/contracts';

export interface InvoiceTexts {
  title: string;
  number: string;
  issued: string;
  paid: string;
  from: string;
  billedTo: string;
  noAddress: string;
  job: string;
  milestone: string;
  period: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  hours: string;
  fee: (rate: string, fixed: string) => string;
  tax: (type: string, rate: string) => string;
  taxTypes: Record<JobTax['taxType'], string>;
  total: string;
  footer: (tenant: string) => string;
}

const en: InvoiceTexts = {
  title: 'Invoice',
  number: 'Invoice number',
  issued: 'Date of issue',
  paid: 'Paid',
  from: 'From (freelancer)',
  billedTo: 'Billed to (customer)',
  noAddress: 'No address given',
  job: 'Job',
  milestone: 'Milestone',
  period: 'Period',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  amount: 'Amount',
  hours: 'h',
  fee: (rate, fixed) => `Payment provider's fee (${rate} + ${fixed})`,
  tax: (type, rate) => `${type} (${rate})`,
  taxTypes: { NONE: 'No tax', VAT: 'VAT', GST: 'GST', SALES_TAX: 'Sales tax' },
  total: 'Total',
  footer: (tenant) =>
    `Issued through ${tenant}. The freelancer receives the amount; the payment provider's fee and the tax were paid on top.`,
};

const ua: InvoiceTexts = {
  title: 'Рахунок',
  number: 'Номер рахунку',
  issued: 'Дата виставлення',
  paid: 'Сплачено',
  from: 'Виконавець (фрилансер)',
  billedTo: 'Платник (замовник)',
  noAddress: 'Адресу не вказано',
  job: 'Робота',
  milestone: 'Етап',
  period: 'Період',
  description: 'Опис',
  quantity: 'Кількість',
  unitPrice: 'Ціна за одиницю',
  amount: 'Сума',
  hours: 'год',
  fee: (rate, fixed) => `Комісія платіжного провайдера (${rate} + ${fixed})`,
  tax: (type, rate) => `${type} (${rate})`,
  taxTypes: { NONE: 'Без податку', VAT: 'ПДВ', GST: 'GST', SALES_TAX: 'Податок з продажу' },
  total: 'Разом',
  footer: (tenant) =>
    `Виставлено через ${tenant}. Фрилансер отримує суму; комісію платіжного провайдера та податок сплачено понад неї.`,
};

const de: InvoiceTexts = {
  title: 'Rechnung',
  number: 'Rechnungsnummer',
  issued: 'Rechnungsdatum',
  paid: 'Bezahlt',
  from: 'Von (Freelancer)',
  billedTo: 'Rechnungsempfänger (Kunde)',
  noAddress: 'Keine Adresse angegeben',
  job: 'Auftrag',
  milestone: 'Meilenstein',
  period: 'Zeitraum',
  description: 'Beschreibung',
  quantity: 'Menge',
  unitPrice: 'Einzelpreis',
  amount: 'Betrag',
  hours: 'Std.',
  fee: (rate, fixed) => `Gebühr des Zahlungsanbieters (${rate} + ${fixed})`,
  tax: (type, rate) => `${type} (${rate})`,
  taxTypes: { NONE: 'Keine Steuer', VAT: 'USt.', GST: 'GST', SALES_TAX: 'Verkaufssteuer' },
  total: 'Gesamtbetrag',
  footer: (tenant) =>
    `Ausgestellt über ${tenant}. Der Freelancer erhält den Betrag; die Gebühr des Zahlungsanbieters und die Steuer wurden zusätzlich bezahlt.`,
};

export const INVOICE_TEXTS: Readonly<Record<InvoiceLanguage, InvoiceTexts>> = { en, ua, de };
