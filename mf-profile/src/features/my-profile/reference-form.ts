import { buildPhoneNumber, REFERENCE_TYPES, type ReferenceType } from '@mp/contracts';
import type { Texts } from '../../locales';
import type { NewReference } from '../../shared/api';

export interface ReferenceDraft {
  type: ReferenceType;
  name: string;
  company: string;
  position: string;
  relationship: string;
  email: string;
  countryCode: string;
  phone: string;
  text: string;
  rating: string;
}
export type ReferenceField = Exclude<keyof ReferenceDraft, 'type'>;

export const EMPTY_REFERENCE: ReferenceDraft = {
  type: REFERENCE_TYPES[0],
  name: '',
  company: '',
  position: '',
  relationship: '',
  email: '',
  countryCode: '',
  phone: '',
  text: '',
  rating: '',
};

/** Field -> translation key of the problem (`references.problems.*`). */
/** Why a reference cannot be added: its key under `references.problems`. */
export type ReferenceProblem = keyof Texts['references']['problems'];

export function checkReference(
  draft: ReferenceDraft,
): Partial<Record<ReferenceField, ReferenceProblem>> {
  const problems: Partial<Record<ReferenceField, ReferenceProblem>> = {};
  if (draft.name.trim() === '') problems.name = 'nameRequired';
  const email = draft.email.trim();
  if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.email = 'emailInvalid';
  const hasPhone = draft.phone.replace(/\D/g, '') !== '';
  if (hasPhone && draft.countryCode.replace(/\D/g, '') === '') {
    problems.countryCode = 'countryCodeRequired';
  }
  return problems;
}

/** The reference as the API takes it: blanks left out, the phone built as + code digits. */
export function referenceOf(draft: ReferenceDraft): NewReference {
  const reference: NewReference = { name: draft.name.trim() };
  const optional = ['company', 'position', 'relationship', 'email', 'text'] as const;
  for (const key of optional) {
    const value = draft[key].trim();
    if (value !== '') reference[key] = value;
  }
  if (draft.phone.replace(/\D/g, '') !== '') {
    reference.phone = buildPhoneNumber(draft.countryCode, draft.phone);
  }
  if (draft.rating !== '') reference.rating = Number(draft.rating);
  return reference;
}
