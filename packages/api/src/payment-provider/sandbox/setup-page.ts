/**
 * The sandbox provider's hosted page where a customer adds a way to pay: a card, or a US (ACH)
 * or UK (BACS) bank debit where the marketplace offers them. Server-rendered, no scripts; each
 * failing field gets its message beside it and in a summary at the top.
 */
import type { PaymentMethodType } from '@mp/contracts';
import { escapeHtml, renderDocument } from './onboarding-page';
import type { NewMethod } from './money';
import { luhnValid } from './money';
import { SANDBOX_CARDS, SANDBOX_DEBIT_DECLINED } from './test-values';

export const SETUP_FIELDS = [
  'type',
  'card_number',
  'card_expiry',
  'holder',
  'routing',
  'account_number',
] as const;
export type SetupField = (typeof SETUP_FIELDS)[number];
export type SetupValues = Record<SetupField, string>;
export type SetupErrors = Partial<Record<SetupField, string>>;

export function readSetupForm(fields: URLSearchParams): SetupValues {
  return Object.fromEntries(
    SETUP_FIELDS.map((name) => [name, (fields.get(name) ?? '').trim().slice(0, 100)]),
  ) as SetupValues;
}

export function emptySetupForm(): SetupValues {
  return {
    type: 'card',
    card_number: '',
    card_expiry: '',
    holder: '',
    routing: '',
    account_number: '',
  };
}

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** Checks the form for the way to pay chosen; the method, or the errors by field. */
export function validateSetupForm(
  values: SetupValues,
  allowed: readonly PaymentMethodType[],
  now: Date,
): { ok: true; method: NewMethod } | { ok: false; errors: SetupErrors } {
  const type = values.type as PaymentMethodType;
  if (!allowed.includes(type)) return { ok: false, errors: { type: 'Choose a way to pay' } };
  const errors: SetupErrors = {};
  if (values.holder === '')
    errors.holder = type === 'card' ? 'Enter the name on the card' : 'Enter the account holder';
  if (type === 'card') {
    const number = digits(values.card_number);
    if (!luhnValid(number)) errors.card_number = 'Enter a valid card number';
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.card_expiry);
    const month = Number(expiry?.[1]);
    const year = 2000 + Number(expiry?.[2]);
    const endOfMonth = new Date(Date.UTC(year, month, 1));
    if (expiry === null || month < 1 || month > 12)
      errors.card_expiry = 'Enter the expiry as MM/YY';
    else if (endOfMonth.getTime() <= now.getTime()) errors.card_expiry = 'This card has expired';
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, method: { type, number, expMonth: month, expYear: year } };
  }
  const routing = digits(values.routing);
  const account = digits(values.account_number);
  if (type === 'ach_debit' && !/^\d{9}$/.test(routing))
    errors.routing = 'Enter the 9-digit routing number';
  if (type === 'bacs_debit' && !/^\d{6}$/.test(routing))
    errors.routing = 'Enter the 6-digit sort code';
  if (!/^\d{6,17}$/.test(account))
    errors.account_number = 'Enter the account number (6 to 17 digits)';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, method: { type, number: account } };
}

const LABELS: Readonly<Record<PaymentMethodType, string>> = {
  card: 'Card',
  ach_debit: 'US bank account (ACH debit)',
  bacs_debit: 'UK bank account (BACS Direct Debit)',
};

function field(
  name: SetupField,
  label: string,
  value: string,
  error: string | undefined,
  extra = '',
) {
  const message = error
    ? `<p class="error" id="${name}-error">Error: ${escapeHtml(error)}</p>`
    : '';
  const described = error ? ` aria-describedby="${name}-error" aria-invalid="true"` : '';
  return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>
${message}<input id="${name}" name="${name}" type="text" value="${escapeHtml(value)}"${described}${extra}>
</div>`;
}

export interface SetupPage {
  tenantId: string;
  tenantName: string;
  token: string;
  action: string;
  allowed: readonly PaymentMethodType[];
  values: SetupValues;
  errors: SetupErrors;
}

export function renderSetupForm(page: SetupPage, nonce: string): string {
  const { values, errors } = page;
  const entries = Object.entries(errors) as [SetupField, string][];
  const summary =
    entries.length === 0
      ? ''
      : `<div class="summary" role="alert" aria-labelledby="summary-title">
<h2 id="summary-title">There ${entries.length === 1 ? 'is a problem' : `are ${entries.length} problems`}</h2>
<ul>${entries.map(([name, message]) => `<li><a href="#${name}">${escapeHtml(message)}</a></li>`).join('')}</ul>
</div>`;
  const choices = page.allowed
    .map(
      (type) => `<div class="check">
<input id="type-${type}" name="type" type="radio" value="${type}"${values.type === type ? ' checked' : ''}>
<label for="type-${type}">${escapeHtml(LABELS[type])}</label>
</div>`,
    )
    .join('\n');
  const banks = page.allowed.some((type) => type !== 'card');
  const body = `<h1>Add a way to pay</h1>
<p>${escapeHtml(page.tenantName)} uses Sandbox Payments to take payments. Nothing is charged now.</p>
${summary}
<form method="post" action="${escapeHtml(page.action)}" novalidate>
<input type="hidden" name="tenant" value="${escapeHtml(page.tenantId)}">
<input type="hidden" name="token" value="${escapeHtml(page.token)}">
<fieldset id="type"><legend>How you pay</legend>
${choices}
</fieldset>
${field('holder', 'Name on the card or account', values.holder, errors.holder, ' autocomplete="name"')}
<fieldset><legend>Card</legend>
<p class="hint">Sandbox test cards: ${SANDBOX_CARDS.succeeds} succeeds; ${SANDBOX_CARDS.contactIssuer} is declined; ${SANDBOX_CARDS.exceedsLimit} is over its limit; ${SANDBOX_CARDS.retryOnce} fails once, then works.</p>
${field('card_number', 'Card number', values.card_number, errors.card_number, ' inputmode="numeric" autocomplete="cc-number"')}
${field('card_expiry', 'Expiry (MM/YY)', values.card_expiry, errors.card_expiry, ' autocomplete="cc-exp"')}
</fieldset>
${
  banks
    ? `<fieldset><legend>Bank account</legend>
<p class="hint">Sandbox: account ${SANDBOX_DEBIT_DECLINED} is declined when charged; any other works.</p>
${field('routing', 'Routing number (ACH) or sort code (BACS)', values.routing, errors.routing, ' inputmode="numeric"')}
${field('account_number', 'Account number', values.account_number, errors.account_number, ' inputmode="numeric"')}
</fieldset>`
    : ''
}
<button type="submit">Save and return</button>
</form>`;
  return renderDocument('Add a way to pay', nonce, body);
}
