/**
 * The contact-detail guard (docs/messaging.md#contact-detail-guard): before a contract exists,
 * e-mail addresses, phone numbers and links to outside contact channels in messages, proposals
 * and CV text are found here, the one detector the API and the screens share. Plain code, no zod.
 */

export const CONTACT_KINDS = ['email', 'phone', 'link'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** What a tenant does with contact details (the `contactDetailGuard` switch's value). */
export const CONTACT_GUARD_MODES = ['mask', 'warn'] as const;
export type ContactGuardMode = (typeof CONTACT_GUARD_MODES)[number];

/** The warning of the product (also the API's message for CONTACT_INFO_DETECTED). */
export const CONTACT_INFO_WARNING = 'Please do not include contact info.';

/** What masked details are replaced by: the same in every language. */
export const CONTACT_MASK = '•••';

export interface ContactFinding {
  kind: ContactKind;
  /** Offsets in the text: [start, end). */
  start: number;
  end: number;
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
// "name [at] site [dot] com", "name (at) site (dot) com", "name at site dot com".
const SPELLED_EMAIL =
  /[A-Z0-9._%+-]+\s*(?:\[at\]|\(at\)|\{at\}|\sat\s)\s*[A-Z0-9-]+(?:\s*(?:\[dot\]|\(dot\)|\{dot\}|\sdot\s|\.)\s*[A-Z0-9-]+)*\s*(?:\[dot\]|\(dot\)|\{dot\}|\sdot\s)\s*[A-Z]{2,}\b/gi;
const PHONE_CANDIDATE = /(?:\+|\b00|\(|\b)\d[\d\s().-]{5,}\d\b/g;
const OUTSIDE_CHANNELS = [
  'wa\\.me',
  '(?:api\\.|chat\\.|web\\.)?whatsapp\\.com',
  't\\.me',
  'telegram\\.(?:me|org|dog)',
  '(?:join\\.)?skype\\.com',
  'm\\.me',
  'messenger\\.com',
  'signal\\.(?:me|group)',
  'discord(?:app)?\\.(?:gg|com)',
  'viber\\.com',
  'line\\.me',
  'wechat\\.com',
  'weixin\\.qq\\.com',
  'calendly\\.com',
  '(?:[a-z0-9-]+\\.)?zoom\\.us',
  'meet\\.google\\.com',
  'teams\\.(?:microsoft|live)\\.com',
  '(?:[a-z]{2,3}\\.)?linkedin\\.com',
  '(?:facebook|fb|instagram|twitter|x|snapchat|tiktok)\\.com',
].join('|');
const OUTSIDE_LINK = new RegExp(
  `(?:\\bhttps?:\\/\\/)?(?:www\\.)?\\b(?:${OUTSIDE_CHANNELS})(?:\\/[^\\s<>"')\\]]*)?`,
  'gi',
);
const CONTACT_SCHEME = /\b(?:mailto|tel|sms|skype|whatsapp|viber|tg|callto):[^\s<>"')\]]+/gi;

const DATE_LIKE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})$/;

/**
 * A phone number: 8 to 15 digits written as one, and written like a number to call (an
 * international prefix, a leading 0, brackets, or at least 10 digits), not a date or an amount.
 */
function isPhone(candidate: string): boolean {
  const value = candidate.trim();
  const digits = value.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15 || DATE_LIKE.test(value)) return false;
  return (
    value.startsWith('+') ||
    value.startsWith('00') ||
    value.startsWith('0') ||
    value.includes('(') ||
    digits.length >= 10
  );
}

function matches(pattern: RegExp, text: string, kind: ContactKind): ContactFinding[] {
  const found: ContactFinding[] = [];
  for (const match of text.matchAll(pattern)) {
    const value = match[0];
    const start = match.index ?? 0;
    if (kind === 'phone' && !isPhone(value)) continue;
    const leading = value.length - value.trimStart().length;
    found.push({ kind, start: start + leading, end: start + value.trimEnd().length });
  }
  return found;
}

/** Keeps the longest of overlapping findings, in text order. */
function disjoint(findings: ContactFinding[]): ContactFinding[] {
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: ContactFinding[] = [];
  for (const finding of sorted) {
    const last = kept[kept.length - 1];
    if (last !== undefined && finding.start < last.end) {
      if (finding.end > last.end) last.end = finding.end;
      continue;
    }
    kept.push({ ...finding });
  }
  return kept;
}

/** Every e-mail address, phone number and outside contact link in the text, in order. */
export function findContactDetails(text: string): ContactFinding[] {
  if (text === '') return [];
  return disjoint([
    ...matches(CONTACT_SCHEME, text, 'link'),
    ...matches(EMAIL, text, 'email'),
    ...matches(SPELLED_EMAIL, text, 'email'),
    ...matches(OUTSIDE_LINK, text, 'link'),
    ...matches(PHONE_CANDIDATE, text, 'phone'),
  ]);
}

/** The kinds found, each once, in CONTACT_KINDS order. */
export function contactKindsOf(findings: readonly ContactFinding[]): ContactKind[] {
  return CONTACT_KINDS.filter((kind) => findings.some((finding) => finding.kind === kind));
}

/** The text with every finding replaced by CONTACT_MASK. */
export function maskContactDetails(text: string, findings = findContactDetails(text)): string {
  let masked = '';
  let from = 0;
  for (const finding of findings) {
    masked += text.slice(from, finding.start) + CONTACT_MASK;
    from = finding.end;
  }
  return masked + text.slice(from);
}

/** The mode a `contactDetailGuard` switch's value names; 'warn' unless it says 'mask'. */
export function contactGuardMode(value: unknown): ContactGuardMode {
  return value === 'mask' ? 'mask' : 'warn';
}
