import { ZExternalAccountBody, type ExternalAccountBody } from '@mp/contracts';

export const BANK_FIELDS = [
  'accountHolderName',
  'country',
  'currency',
  'routingNumber',
  'accountNumber',
] as const;
export type BankField = (typeof BANK_FIELDS)[number];

export type BankFormValues = Record<BankField, string>;

/** Countries offered for payouts, with the currency the bank account usually holds. */
export const PAYOUT_COUNTRIES: Readonly<Record<string, string>> = {
  AT: 'eur',
  AU: 'aud',
  BE: 'eur',
  CA: 'cad',
  CH: 'chf',
  CZ: 'czk',
  DE: 'eur',
  DK: 'dkk',
  ES: 'eur',
  FI: 'eur',
  FR: 'eur',
  GB: 'gbp',
  IE: 'eur',
  IT: 'eur',
  NL: 'eur',
  NO: 'nok',
  NZ: 'nzd',
  PL: 'pln',
  PT: 'eur',
  SE: 'sek',
  UA: 'uah',
  US: 'usd',
};

export const PAYOUT_CURRENCIES = [...new Set(Object.values(PAYOUT_COUNTRIES))].sort();

export function emptyBankForm(holderName = ''): BankFormValues {
  return {
    accountHolderName: holderName,
    country: '',
    currency: '',
    routingNumber: '',
    accountNumber: '',
  };
}

export function isBankField(name: string): name is BankField {
  return (BANK_FIELDS as readonly string[]).includes(name);
}

export type BankCheck =
  { ok: true; body: ExternalAccountBody } | { ok: false; invalid: BankField[] };

/**
 * Checks the form with the contract's own schema (the server runs the same one), so the two
 * never disagree; the fields that fail get this section's translated messages.
 */
export function checkBankForm(values: BankFormValues): BankCheck {
  const routingNumber = values.routingNumber.trim();
  const input: ExternalAccountBody = {
    accountHolderName: values.accountHolderName,
    country: values.country,
    currency: values.currency,
    accountNumber: values.accountNumber,
    ...(routingNumber ? { routingNumber } : {}),
  };
  const parsed = ZExternalAccountBody.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };
  const invalid = new Set<BankField>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isBankField(field)) invalid.add(field);
  }
  return { ok: false, invalid: BANK_FIELDS.filter((field) => invalid.has(field)) };
}
