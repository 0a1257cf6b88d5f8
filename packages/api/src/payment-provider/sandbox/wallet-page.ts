/**
 * The sandbox provider's hosted wallet page (docs/payments.md#crypto): the payer confirms
 * sending the sandbox's stablecoin from their address to a milestone's escrow. Server-rendered,
 * no scripts; the amount is prefilled with what is asked and may be lowered to try a refusal.
 */
import { escapeHtml, renderDocument } from './onboarding-page';
import { formatMinor, parseMajorAmount, stablecoinOf } from './chain-rules';

export interface WalletPage {
  tenantId: string;
  tenantName: string;
  token: string;
  action: string;
  from: string;
  escrow: string;
  /** What was asked, in minor units. */
  asked: number;
  currency: string;
  returnUrl: string;
  /** The amount field as typed (major units). */
  amountText: string;
  error: string | null;
}

/** The amount field's text before anything was typed: what is asked. */
export function askedAmountText(asked: number, currency: string): string {
  return formatMinor(asked, currency);
}

/** The confirmed amount in minor units, or the message of the amount field. */
export function readWalletAmount(
  text: string,
  currency: string,
): { ok: true; amount: number } | { ok: false; error: string } {
  const amount = parseMajorAmount(text, currency);
  if (amount === null)
    return {
      ok: false,
      error: `Enter an amount of ${stablecoinOf(currency)} greater than 0, such as ${formatMinor(150, currency)}`,
    };
  return { ok: true, amount };
}

function amountField(page: WalletPage): string {
  const coin = stablecoinOf(page.currency);
  const message =
    page.error === null
      ? ''
      : `<p class="error" id="amount-error">Error: ${escapeHtml(page.error)}</p>`;
  const described = ['amount-hint', ...(page.error === null ? [] : ['amount-error'])].join(' ');
  return `<div class="field">
<label for="amount">Amount to send (${escapeHtml(coin)})</label>
<p class="hint" id="amount-hint">Sandbox: send less than asked to see the marketplace refuse the payment.</p>
${message}<input id="amount" name="amount" type="text" inputmode="decimal" autocomplete="off" required value="${escapeHtml(page.amountText)}" aria-describedby="${described}"${page.error === null ? '' : ' aria-invalid="true"'}>
</div>`;
}

function errorSummary(error: string | null): string {
  if (error === null) return '';
  return `<div class="summary" role="alert" aria-labelledby="summary-title">
<h2 id="summary-title">There is a problem</h2>
<ul><li><a href="#amount">${escapeHtml(error)}</a></li></ul>
</div>`;
}

export function renderWalletForm(page: WalletPage, nonce: string): string {
  const coin = escapeHtml(stablecoinOf(page.currency));
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const title = page.error === null ? 'Send a payment' : 'Error: Send a payment';
  return renderDocument(
    `${title} – Sandbox Wallet`,
    nonce,
    `<h1>Send a payment</h1>
<p>${escapeHtml(page.tenantName)} asks you to send ${coin}, the sandbox's stablecoin of ${escapeHtml(page.currency)} (1 ${coin} is 1 ${escapeHtml(page.currency)}), to the escrow of a milestone. This is a test chain: nothing real is sent.</p>
${errorSummary(page.error)}
<dl>
<dt>From (your payer address)</dt>
<dd><code>${escapeHtml(page.from)}</code></dd>
<dt>To (the milestone's escrow)</dt>
<dd><code>${escapeHtml(page.escrow)}</code></dd>
<dt>Asked</dt>
<dd>${escapeHtml(formatMinor(page.asked, page.currency))} ${coin}</dd>
</dl>
<form method="post" action="${escapeHtml(page.action)}" novalidate>
${hidden('tenant', page.tenantId)}
${hidden('token', page.token)}
${amountField(page)}
<button type="submit">Confirm and send</button>
</form>
<p><a href="${escapeHtml(page.returnUrl)}">Cancel and go back to ${escapeHtml(page.tenantName)}</a></p>`,
  );
}

export function renderWalletProblem(heading: string, reason: string, nonce: string): string {
  return renderDocument(
    `${heading} – Sandbox Wallet`,
    nonce,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(reason)}</p>
<p>Start again from the contract on the marketplace: choose to pay the milestone in crypto there. You will get a new link.</p>`,
  );
}
