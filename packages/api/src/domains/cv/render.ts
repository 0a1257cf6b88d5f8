/**
 * A freelancer's CV as a PDF (docs/users.md#cv), drawn with pdfkit in DejaVu Sans (Latin,
 * Cyrillic and the currency signs): name, headline, location and rate, about, services and
 * skills, recent activity and references. Contact details are never printed, the references'
 * included.
 */
import { intlLocale, type CvLanguage, type PublicProfile, type ReferenceType } from '@mp/contracts';
import PDFDocument from 'pdfkit';
import { invoiceFonts } from '../invoices';
import { CV_TEXTS, type CvTexts } from './texts';

type Doc = PDFKit.PDFDocument;

/** What a CV shows, already written in its language (money and dates formatted). */
export interface CvContent {
  name: string;
  title: string;
  location: string;
  /** The hourly rate as money, or null when there is none or the reader may not see it. */
  rate: string | null;
  description: string;
  services: string[];
  skills: string[];
  activity: { date: string; content: string }[];
  references: PublicProfile['references'];
}

const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN;
const INK = '#14213d';
const MUTED = '#5b6470';
const ACCENT = '#0f766e';

function sectionHeading(doc: Doc, heading: string): void {
  doc.moveDown(1).font('bold').fontSize(13).fillColor(ACCENT).text(heading, MARGIN, doc.y, {
    width: WIDTH,
  });
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(ACCENT)
    .stroke();
  doc.y = y + 6;
  doc.font('regular').fontSize(10.5).fillColor(INK);
}

function header(doc: Doc, cv: CvContent, texts: CvTexts): void {
  doc.font('regular').fontSize(9).fillColor(MUTED).text(texts.title.toUpperCase(), MARGIN, MARGIN);
  doc.font('bold').fontSize(24).fillColor(INK).text(cv.name, { width: WIDTH });
  if (cv.title) doc.font('regular').fontSize(13).fillColor(MUTED).text(cv.title, { width: WIDTH });
  const facts = [
    cv.location ? `${texts.location}: ${cv.location}` : '',
    cv.rate === null ? '' : `${texts.rate}: ${texts.perHour(cv.rate)}`,
  ].filter(Boolean);
  if (facts.length > 0) {
    doc.moveDown(0.4).fontSize(10.5).fillColor(INK).text(facts.join('   ·   '), { width: WIDTH });
  }
}

function list(doc: Doc, heading: string, names: string[]): void {
  if (names.length === 0) return;
  sectionHeading(doc, heading);
  doc.text(names.join(' · '), { width: WIDTH });
}

function activity(doc: Doc, cv: CvContent, texts: CvTexts): void {
  if (cv.activity.length === 0) return;
  sectionHeading(doc, texts.activity);
  for (const post of cv.activity) {
    doc.font('bold').fontSize(9).fillColor(MUTED).text(post.date, { width: WIDTH });
    doc.font('regular').fontSize(10.5).fillColor(INK).text(post.content, { width: WIDTH });
    doc.moveDown(0.4);
  }
}

function textOf(reference: Record<string, unknown>, key: string): string {
  const value = reference[key];
  return typeof value === 'string' ? value : '';
}

function reference(doc: Doc, entry: Record<string, unknown>, texts: CvTexts): void {
  const role = [textOf(entry, 'position'), textOf(entry, 'company')].filter(Boolean).join(', ');
  const name = textOf(entry, 'name');
  doc.font('bold').fontSize(10.5).fillColor(INK);
  doc.text(role ? `${name}, ${role}` : name, { width: WIDTH });
  doc.font('regular');
  const relationship = textOf(entry, 'relationship');
  if (relationship) doc.fillColor(MUTED).text(relationship, { width: WIDTH });
  const text = textOf(entry, 'text');
  if (text) doc.fillColor(INK).text(text, { width: WIDTH });
  if (typeof entry.rating === 'number') doc.fillColor(MUTED).text(texts.rating(entry.rating));
  doc.fillColor(INK).moveDown(0.4);
}

function references(doc: Doc, cv: CvContent, texts: CvTexts): void {
  const groups = cv.references.filter((group) => group.references.length > 0);
  if (groups.length === 0) return;
  sectionHeading(doc, texts.references);
  for (const group of groups) {
    const type = texts.referenceTypes[group.type as ReferenceType] ?? group.type;
    doc.font('bold').fontSize(11).fillColor(INK).text(type);
    for (const entry of group.references) reference(doc, entry, texts);
  }
}

/** The whole PDF in memory (a CV is a page or two). */
export async function renderCvPdf(
  cv: CvContent,
  options: { tenantName: string; language: CvLanguage; generatedOn: string },
): Promise<Buffer> {
  const texts = CV_TEXTS[options.language];
  const fonts = invoiceFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: intlLocale(options.language),
    displayTitle: true,
    info: { Title: `${texts.title}: ${cv.name}`, Author: cv.name, Creator: options.tenantName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  header(doc, cv, texts);
  if (cv.description) {
    sectionHeading(doc, texts.about);
    doc.text(cv.description, { width: WIDTH });
  }
  list(doc, texts.services, cv.services);
  list(doc, texts.skills, cv.skills);
  activity(doc, cv, texts);
  references(doc, cv, texts);
  doc
    .moveDown(2)
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(texts.footer(options.tenantName, options.generatedOn), MARGIN, doc.y, { width: WIDTH });
  doc.end();
  return done;
}
