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
  LINK_PROBLEMS,
  pageRequest,
  postedForm,
  problemSender,
  queryParams,
  redirectBack,
  registerHostedPage,
  sendFreshPage,
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
  ...LINK_PROBLEMS,
} as const;

const sendProblem = problemSender(PROBLEMS, renderWalletProblem);

function showForm(
  reply: FastifyReply,
  status: number,
  page: PageRequest,
  link: WalletTransfer,
  form: { amountText: string; error: string | null },
): FastifyReply {
  const render = (pageNonce: string) =>
    renderWalletForm(
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
  return sendFreshPage(reply, status, render, link.returnUrl);
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
  const fields = postedForm(request);
  if (fields === null) return sendProblem(reply, 'unreadable');
  const page = await pageRequest(request, fields, deps.tenants);
  if (page === null) return sendProblem(reply, 'unknown');
  const link = await deps.chain.checkWalletLink(page.tenant.id, page.token);
  if (link.state !== 'usable') return sendProblem(reply, link.state);
  const amountText = (fields.get('amount') ?? '').trim().slice(0, 40);
  const amount = readWalletAmount(amountText, link.currency);
  if (!amount.ok) return showForm(reply, 400, page, link, { amountText, error: amount.error });
  const sent = await deps.chain.sendFromWallet(page.tenant.id, page.token, amount.amount);
  if (sent.state !== 'sent') return sendProblem(reply, 'used');
  return redirectBack(reply, returnWithHash(sent.returnUrl, sent.transfer.hash));
}

export function registerSandboxWallet(app: FastifyInstance, deps: SandboxWalletDeps): void {
  registerHostedPage(app, WALLET_PAGE_PATH, deps, { show: showPage, submit: submitPage });
}
