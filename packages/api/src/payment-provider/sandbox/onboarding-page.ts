/**
 * The sandbox provider's hosted onboarding page: a small server-rendered form (no scripts, no
 * external assets; one nonce'd style block) in the manner of the identity service's hosted
 * sign-in. Each failing field gets its message beside it and in a summary at the top.
 */
import type { FormErrors, FormField, FormValues } from './onboarding-form';
import { SANDBOX_ID_NUMBERS } from './test-values';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"'`]/g,
    (c) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c] ??
      c,
  );
}

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d2330;margin:0;padding:2rem 1rem}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002;max-width:32rem;margin:0 auto}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.1rem;margin:0 0 .5rem}p{margin:.25rem 0 1rem}
fieldset{border:0;padding:0;margin:1rem 0 0}legend{font-weight:700;font-size:1.05rem;margin-bottom:.25rem}
.field{margin:.75rem 0}label{display:block;font-weight:600;margin-bottom:.25rem}
.hint{color:#4b5563;margin:0 0 .25rem;font-size:.9rem}
input[type=text],input[type=date]{width:100%;box-sizing:border-box;padding:.55rem;border:1px solid #6b7280;border-radius:4px;font-size:1rem}
input[aria-invalid=true]{border:2px solid #b91c1c}
.check{display:flex;gap:.5rem;align-items:flex-start}.check label{font-weight:400}.check input{width:1.25rem;height:1.25rem;margin:0}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.error{color:#b91c1c;font-weight:600;margin:0 0 .25rem}
.summary{border:2px solid #b91c1c;border-radius:4px;padding:1rem;margin:1rem 0}.summary a{color:#b91c1c}
button{margin-top:1.25rem;width:100%;padding:.7rem;font-size:1rem;border-radius:4px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
code{background:#f3f4f6;padding:0 .2rem;word-break:break-all}
dl{margin:1rem 0}dt{font-weight:600}dd{margin:0 0 .75rem}
`;

export function renderDocument(title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

interface FieldSpec {
  name: FormField;
  label: string;
  type: 'text' | 'date';
  autocomplete: string;
  hint?: string;
  maxLength?: number;
}

const NAME_FIELDS: readonly FieldSpec[] = [
  { name: 'first_name', label: 'First name', type: 'text', autocomplete: 'given-name' },
  { name: 'last_name', label: 'Last name', type: 'text', autocomplete: 'family-name' },
];
const DOB_FIELD: FieldSpec = {
  name: 'dob',
  label: 'Date of birth',
  type: 'date',
  autocomplete: 'bday',
  hint: 'For example 1990-04-23 (YYYY-MM-DD). You must be 18 or older.',
};
const ADDRESS_FIELDS: readonly FieldSpec[] = [
  { name: 'address_line1', label: 'Address line', type: 'text', autocomplete: 'address-line1' },
  { name: 'city', label: 'Town or city', type: 'text', autocomplete: 'address-level2' },
  { name: 'postal_code', label: 'Postal code', type: 'text', autocomplete: 'postal-code' },
  {
    name: 'country',
    label: 'Country',
    type: 'text',
    autocomplete: 'country',
    hint: 'Two-letter code, for example GB, DE or US.',
    maxLength: 2,
  },
];
const ID_FIELD: FieldSpec = {
  name: 'id_number',
  label: 'National id number',
  type: 'text',
  autocomplete: 'off',
  hint: `Sandbox test values: ${SANDBOX_ID_NUMBERS.verified} is verified, ${SANDBOX_ID_NUMBERS.refused} is refused, ${SANDBOX_ID_NUMBERS.verifiedWithDocumentDue} is verified with a document due later; any other value is verified.`,
};

function describedBy(spec: { name: FormField; hint?: string }, error: string | undefined): string {
  const ids = [spec.hint ? `${spec.name}-hint` : '', error ? `${spec.name}-error` : ''].filter(
    (id) => id !== '',
  );
  return ids.length > 0 ? ` aria-describedby="${ids.join(' ')}"` : '';
}

function inputField(spec: FieldSpec, values: FormValues, errors: FormErrors): string {
  const error = errors[spec.name];
  const hint = spec.hint
    ? `<p class="hint" id="${spec.name}-hint">${escapeHtml(spec.hint)}</p>`
    : '';
  const message = error
    ? `<p class="error" id="${spec.name}-error">Error: ${escapeHtml(error)}</p>`
    : '';
  const maxLength = spec.maxLength ? ` maxlength="${spec.maxLength}"` : '';
  return `<div class="field">
<label for="${spec.name}">${escapeHtml(spec.label)}</label>
${hint}${message}<input id="${spec.name}" name="${spec.name}" type="${spec.type}" autocomplete="${spec.autocomplete}" required${maxLength} value="${escapeHtml(values[spec.name])}"${describedBy(spec, error)}${error ? ' aria-invalid="true"' : ''}>
</div>`;
}

function termsField(values: FormValues, errors: FormErrors): string {
  const error = errors.tos;
  const message = error ? `<p class="error" id="tos-error">Error: ${escapeHtml(error)}</p>` : '';
  return `<div class="field">
${message}<div class="check">
<input id="tos" name="tos" type="checkbox" value="accepted" required${values.tos === 'accepted' ? ' checked' : ''}${describedBy({ name: 'tos' }, error)}${error ? ' aria-invalid="true"' : ''}>
<label for="tos">I accept the Sandbox Payments services agreement and confirm these details are mine.</label>
</div>
</div>`;
}

function errorSummary(errors: FormErrors): string {
  const entries = Object.entries(errors) as [FormField, string][];
  if (entries.length === 0) return '';
  const items = entries
    .map(([name, message]) => `<li><a href="#${name}">${escapeHtml(message)}</a></li>`)
    .join('\n');
  return `<div class="summary" role="alert" aria-labelledby="summary-title">
<h2 id="summary-title">There ${entries.length === 1 ? 'is a problem' : `are ${entries.length} problems`}</h2>
<ul>
${items}
</ul>
</div>`;
}

export interface FormPage {
  tenantId: string;
  tenantName: string;
  token: string;
  values: FormValues;
  errors: FormErrors;
  action: string;
}

export function renderOnboardingForm(page: FormPage, nonce: string): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const field = (spec: FieldSpec) => inputField(spec, page.values, page.errors);
  const title = Object.keys(page.errors).length > 0 ? 'Error: Payout details' : 'Payout details';
  return renderDocument(
    `${title} – Sandbox Payments`,
    nonce,
    `<h1>Payout details</h1>
<p>Sandbox Payments verifies who you are so that ${escapeHtml(page.tenantName)} can pay you. This is a test provider: nothing is sent anywhere.</p>
${errorSummary(page.errors)}
<form method="post" action="${escapeHtml(page.action)}" novalidate>
${hidden('tenant', page.tenantId)}
${hidden('token', page.token)}
<fieldset>
<legend>Your name</legend>
${NAME_FIELDS.map(field).join('\n')}
</fieldset>
${field(DOB_FIELD)}
<fieldset>
<legend>Your address</legend>
${ADDRESS_FIELDS.map(field).join('\n')}
</fieldset>
${field(ID_FIELD)}
${termsField(page.values, page.errors)}
<button type="submit">Submit details</button>
</form>`,
  );
}

export function renderLinkProblem(heading: string, reason: string, nonce: string): string {
  return renderDocument(
    `${heading} – Sandbox Payments`,
    nonce,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(reason)}</p>
<p>Start again from your settings page on the marketplace: open your payment account settings and continue the onboarding there. You will get a new link.</p>`,
  );
}
