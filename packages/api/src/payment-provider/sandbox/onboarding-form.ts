/**
 * The sandbox's hosted onboarding form: its fields, and their checks (each failing field gets
 * its own message, shown beside it; the typed values are kept for the re-rendered form).
 */

export const FORM_FIELDS = [
  'first_name',
  'last_name',
  'dob',
  'address_line1',
  'city',
  'postal_code',
  'country',
  'id_number',
  'tos',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export type FormValues = Record<FormField, string>;
export type FormErrors = Partial<Record<FormField, string>>;

/** What the provider stores of an individual once the form is valid. */
export interface IndividualDetails {
  firstName: string;
  lastName: string;
  dob: string;
  address: { line1: string; city: string; postalCode: string; country: string };
  idNumber: string;
}

const MAX_LENGTH = 200;
const MIN_AGE = 18;
const MAX_AGE = 120;

export function emptyForm(): FormValues {
  return Object.fromEntries(FORM_FIELDS.map((name) => [name, ''])) as FormValues;
}

/** The form's values from a urlencoded body; anything else in it is ignored. */
export function readForm(params: URLSearchParams): FormValues {
  const values = emptyForm();
  for (const name of FORM_FIELDS) values[name] = (params.get(name) ?? '').trim();
  return values;
}

function ageOn(dob: Date, today: Date): number {
  let age = today.getUTCFullYear() - dob.getUTCFullYear();
  const before =
    today.getUTCMonth() < dob.getUTCMonth() ||
    (today.getUTCMonth() === dob.getUTCMonth() && today.getUTCDate() < dob.getUTCDate());
  if (before) age -= 1;
  return age;
}

function checkDob(value: string, today: Date): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return 'Enter your date of birth as YYYY-MM-DD.';
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    return 'Enter a real date of birth.';
  }
  const age = ageOn(date, today);
  if (age < MIN_AGE) return `You must be at least ${MIN_AGE} years old to receive payouts.`;
  if (age > MAX_AGE) return 'Enter a real date of birth.';
  return null;
}

type Check = (value: string) => string | null;

function required(message: string, more?: Check): Check {
  return (value) => {
    if (value === '') return message;
    if (value.length > MAX_LENGTH) return `Use at most ${MAX_LENGTH} characters.`;
    return more ? more(value) : null;
  };
}

function checksFor(today: Date): Record<FormField, Check> {
  return {
    first_name: required('Enter your first name.'),
    last_name: required('Enter your last name.'),
    dob: required('Enter your date of birth.', (value) => checkDob(value, today)),
    address_line1: required('Enter the first line of your address.'),
    city: required('Enter your town or city.'),
    postal_code: required('Enter your postal code.', (value) =>
      /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(value)
        ? null
        : 'Enter a postal code of letters, digits, spaces or dashes.',
    ),
    country: required('Enter your country as a two-letter code, e.g. GB.', (value) =>
      /^[A-Za-z]{2}$/.test(value) ? null : 'Use the two-letter country code, e.g. GB.',
    ),
    id_number: required('Enter your national id number.', (value) =>
      /^[A-Za-z0-9]{4,20}$/.test(value.replace(/[\s-]/g, ''))
        ? null
        : 'Use 4 to 20 letters or digits.',
    ),
    tos: (value) => (value === 'accepted' ? null : 'Accept the terms to continue.'),
  };
}

export type FormResult =
  { ok: true; details: IndividualDetails } | { ok: false; errors: FormErrors };

export function validateForm(values: FormValues, today: Date = new Date()): FormResult {
  const checks = checksFor(today);
  const errors: FormErrors = {};
  for (const name of FORM_FIELDS) {
    const message = checks[name](values[name]);
    if (message !== null) errors[name] = message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    details: {
      firstName: values.first_name,
      lastName: values.last_name,
      dob: values.dob,
      address: {
        line1: values.address_line1,
        city: values.city,
        postalCode: values.postal_code.toUpperCase(),
        country: values.country.toUpperCase(),
      },
      idNumber: values.id_number.replace(/[\s-]/g, '').toUpperCase(),
    },
  };
}
