/**
 * The sandbox's hosted wallet page (docs/payments.md#crypto): GET shows the transfer a link
 * asks for, POST sends it on the sandbox chain and sends the browser back (303) to the caller's
 * site with `transactionHash` in the URL. Public: the single-use token is the credential.
 */
import { CRYPTO_RETURN_QUERY } from '@mp/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InFlight } from '../../http/in-flight';
import type { TenantCache } from '../../tenancy';
import { WALLET_PAGE_PATH, type SandboxChain, type WalletTransfer } from './chain';
import {
  isUrlEncoded,
  nonce,
  pageRequest,
  queryParams,
  sendPage,
  type PageRequest,
} from './hosted-page';
import {
  askedAmountText,
  readWalletAmount,
  renderWalletForm,
  renderWalletProblem,
} from './wallet-page';

export interface SandboxWalletDeps {
  tenants: TenantCache;
  inFlight: InFlight;
  chain: SandboxChain;
}

const PROBLEMS = {
  unknown: { status: 404, heading: 'This link is not valid', reason: 'We could not find it.' },
  used: { status: 410, heading: 'This link was already used', reason: 'Each link works once.' },
  expired: { status: 410, heading: 'This link has expired', reason: 'Links work for 10 minutes.' },
  unreadable: {
    status: 415,
    heading: 'The form could not be read',
    reason: 'Send the form from its page.',
  },
} as const;

function sendProblem(reply: FastifyReply, kind: keyof typeof PROBLEMS): FastifyReply {
  const problem = PROBLEMS[kind];
  const pageNonce = nonce();
  return sendPage(
    reply,
    problem.status,
    renderWalletProblem(problem.heading, problem.reason, pageNonce),
    pageNonce,
  );
}

function showForm(
  reply: FastifyReply,
  status: number,
  page: PageRequest,
  link: WalletTransfer,
  form: { amountText: string; error: string | null },
): FastifyReply {
  const pageNonce = nonce();
  const html = renderWalletForm(
    {
      tenantId: page.tenant.id,
      tenantName: page.tenant.name,
      token: page.token,
      action: WALLET_PAGE_PATH,
      from: link.from,
      escrow: link.escrow,
      asked: link.amount,
      currency: link.currency,
      returnUrl: link.returnUrl,
      ...form,
    },
    pageNonce,
  );
  return sendPage(reply, status, html, pageNonce, new URL(link.returnUrl).origin);
}

async function showPage(request: FastifyRequest, reply: FastifyReply, deps: SandboxWalletDeps) {
  const page = await pageRequest(request, queryParams(request), deps.tenants);
  if (page === null) return sendProblem(reply, 'unknown');
  const link = await deps.chain.checkWalletLink(page.tenant.id, page.token);
  if (link.state !== 'usable') return sendProblem(reply, link.state);
  return showForm(reply, 200, page, link, {
    amountText: askedAmountText(link.amount, link.currency),
    error: null,
  });
}

/** The return URL with the transfer's hash added (a #hash is kept). */
function returnWithHash(returnUrl: string, hash: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set(CRYPTO_RETURN_QUERY.transactionHash, hash);
  return url.href;
}

async function submitPage(request: FastifyRequest, reply: FastifyReply, deps: SandboxWalletDeps) {
  if (!isUrlEncoded(request)) return sendProblem(reply, 'unreadable');
  const fields = new URLSearchParams((request.rawBody ?? Buffer.alloc(0)).toString('utf8'));
  const page = await pageRequest(request, fields, deps.tenants);
  if (page === null) return sendProblem(reply, 'unknown');
  const link = await deps.chain.checkWalletLink(page.tenant.id, page.token);
  if (link.state !== 'usable') return sendProblem(reply, link.state);
  const amountText = (fields.get('amount') ?? '').trim().slice(0, 40);
  const amount = readWalletAmount(amountText, link.currency);
  if (!amount.ok) return showForm(reply, 400, page, link, { amountText, error: amount.error });
  const sent = await deps.chain.sendFromWallet(page.tenant.id, page.token, amount.amount);
  if (sent.state !== 'sent') return sendProblem(reply, 'used');
  return reply
    .code(303)
    .headers({
      location: returnWithHash(sent.returnUrl, sent.transfer.hash),
      'cache-control': 'no-store',
    })
    .send();
}

export function registerSandboxWallet(app: FastifyInstance, deps: SandboxWalletDeps): void {
  app.get(WALLET_PAGE_PATH, (request, reply) =>
    deps.inFlight.run(() => showPage(request, reply, deps)),
  );
  app.post(WALLET_PAGE_PATH, (request, reply) =>
    deps.inFlight.run(() => submitPage(request, reply, deps)),
  );
}
