/**
 * The sandbox provider's hosted onboarding page, served by the API itself (docs/payments.md):
 * GET shows the form for a link's token, POST (urlencoded) checks it, stores the details at the
 * sandbox and sends the browser back (303) to the caller's site. Public: the token is the
 * credential, bound to its tenant (the link's `tenant`, or the x-tenant-id header when sent).
 */
import { randomBytes } from 'node:crypto';
import { TENANT_HEADER } from '@mp/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InFlight } from '../../http/in-flight';
import type { Tenant, TenantCache } from '../../tenancy';
import type { ProviderAccount } from '../types';
import {
  emptyForm,
  readForm,
  validateForm,
  type FormErrors,
  type FormValues,
} from './onboarding-form';
import { renderLinkProblem, renderOnboardingForm } from './onboarding-page';
import { ONBOARDING_PAGE_PATH, type LinkState, type SandboxPaymentProvider } from './provider';

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export interface SandboxOnboardingDeps {
  tenants: TenantCache;
  inFlight: InFlight;
  provider: SandboxPaymentProvider;
  /** Like a provider's webhook: the account changed (details submitted). */
  onAccountUpdated: (tenantId: string, account: ProviderAccount) => Promise<void>;
}

interface PageRequest {
  tenant: Tenant;
  token: string;
}

function nonce(): string {
  return randomBytes(16).toString('base64');
}

function sendPage(
  reply: FastifyReply,
  status: number,
  html: string,
  pageNonce: string,
  returnOrigin: string | null = null,
): FastifyReply {
  // Chrome applies form-action to the redirect after the post too: allow the return origin.
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${pageNonce}'`,
    `form-action 'self'${returnOrigin === null ? '' : ` ${returnOrigin}`}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return reply
    .code(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': csp,
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    })
    .send(html);
}

const PROBLEMS = {
  unknown: {
    status: 404,
    heading: 'This onboarding link is not valid',
    reason: 'We could not find this onboarding link for this marketplace.',
  },
  used: {
    status: 410,
    heading: 'This onboarding link was already used',
    reason: 'Each onboarding link works once.',
  },
  expired: {
    status: 410,
    heading: 'This onboarding link has expired',
    reason: 'Onboarding links work for 10 minutes.',
  },
} as const;

function sendProblem(reply: FastifyReply, kind: keyof typeof PROBLEMS): FastifyReply {
  const problem = PROBLEMS[kind];
  const pageNonce = nonce();
  return sendPage(
    reply,
    problem.status,
    renderLinkProblem(problem.heading, problem.reason, pageNonce),
    pageNonce,
  );
}

/** The link's tenant and token; null when either is missing, malformed or disagrees. */
async function pageRequest(
  request: FastifyRequest,
  fields: URLSearchParams,
  tenants: TenantCache,
): Promise<PageRequest | null> {
  const header = request.headers[TENANT_HEADER];
  const fromHeader = typeof header === 'string' && header !== '' ? header : null;
  const fromLink = fields.get('tenant');
  if (fromHeader !== null && fromLink !== null && fromHeader !== fromLink) return null;
  const tenantId = fromHeader ?? fromLink;
  const token = fields.get('token');
  if (tenantId === null || !TENANT_ID.test(tenantId) || token === null || !TOKEN.test(token)) {
    return null;
  }
  const tenant = await tenants.get(tenantId);
  return tenant === null ? null : { tenant, token };
}

function showForm(
  reply: FastifyReply,
  status: number,
  page: PageRequest,
  form: { values: FormValues; errors: FormErrors; returnUrl: string },
): FastifyReply {
  const pageNonce = nonce();
  const html = renderOnboardingForm(
    {
      tenantId: page.tenant.id,
      tenantName: page.tenant.name,
      token: page.token,
      values: form.values,
      errors: form.errors,
      action: ONBOARDING_PAGE_PATH,
    },
    pageNonce,
  );
  return sendPage(reply, status, html, pageNonce, new URL(form.returnUrl).origin);
}

function queryParams(request: FastifyRequest): URLSearchParams {
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return new URLSearchParams(search);
}

function isUrlEncoded(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^application\/x-www-form-urlencoded\b/i.test(type);
}

async function showPage(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SandboxOnboardingDeps,
): Promise<FastifyReply> {
  const page = await pageRequest(request, queryParams(request), deps.tenants);
  if (page === null) return sendProblem(reply, 'unknown');
  const link: LinkState = await deps.provider.checkLink(page.tenant.id, page.token);
  if (link.state !== 'usable') return sendProblem(reply, link.state);
  return showForm(reply, 200, page, { values: emptyForm(), errors: {}, returnUrl: link.returnUrl });
}

async function submitPage(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SandboxOnboardingDeps,
): Promise<FastifyReply> {
  if (!isUrlEncoded(request)) {
    const pageNonce = nonce();
    const html = renderLinkProblem(
      'The form could not be read',
      'Send the form from the onboarding page.',
      pageNonce,
    );
    return sendPage(reply, 415, html, pageNonce);
  }
  const fields = new URLSearchParams((request.rawBody ?? Buffer.alloc(0)).toString('utf8'));
  const page = await pageRequest(request, fields, deps.tenants);
  if (page === null) return sendProblem(reply, 'unknown');
  const link = await deps.provider.checkLink(page.tenant.id, page.token);
  if (link.state !== 'usable') return sendProblem(reply, link.state);
  const values = readForm(fields);
  const result = validateForm(values);
  if (!result.ok) {
    return showForm(reply, 400, page, { values, errors: result.errors, returnUrl: link.returnUrl });
  }
  const outcome = await deps.provider.submitOnboarding(page.tenant.id, page.token, result.details);
  if (outcome.state !== 'submitted') return sendProblem(reply, outcome.state);
  await deps.onAccountUpdated(page.tenant.id, outcome.account);
  return reply
    .code(303)
    .headers({ location: outcome.returnUrl, 'cache-control': 'no-store' })
    .send();
}

export function registerSandboxOnboarding(app: FastifyInstance, deps: SandboxOnboardingDeps): void {
  app.get(ONBOARDING_PAGE_PATH, (request, reply) =>
    deps.inFlight.run(() => showPage(request, reply, deps)),
  );
  app.post(ONBOARDING_PAGE_PATH, (request, reply) =>
    deps.inFlight.run(() => submitPage(request, reply, deps)),
  );
}
