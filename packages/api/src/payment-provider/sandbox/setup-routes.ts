/**
 * The sandbox's hosted page for adding a way to pay (docs/payments.md#paying): GET shows the
 * form for a link's token, POST checks it, saves the way to pay at the sandbox and sends the
 * browser back (303) to the caller's site. Public: the single-use token is the credential.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InFlight } from '../../http/in-flight';
import type { TenantCache } from '../../tenancy';
import {
  isUrlEncoded,
  nonce,
  pageRequest,
  queryParams,
  sendPage,
  type PageRequest,
} from './hosted-page';
import { SETUP_PAGE_PATH, type SandboxMoney } from './money';
import { renderLinkProblem } from './onboarding-page';
import {
  emptySetupForm,
  readSetupForm,
  renderSetupForm,
  validateSetupForm,
  type SetupErrors,
  type SetupValues,
} from './setup-page';

export interface SandboxSetupDeps {
  tenants: TenantCache;
  inFlight: InFlight;
  money: SandboxMoney;
  now?: () => Date;
}

const PROBLEMS = {
  unknown: {
    status: 404,
    heading: 'This link is not valid',
    reason: 'We could not find this link.',
  },
  used: { status: 410, heading: 'This link was already used', reason: 'Each link works once.' },
  expired: { status: 410, heading: 'This link has expired', reason: 'Links work for 10 minutes.' },
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

function showForm(
  reply: FastifyReply,
  status: number,
  page: PageRequest,
  form: {
    values: SetupValues;
    errors: SetupErrors;
    returnUrl: string;
    allowed: readonly ('card' | 'ach_debit' | 'bacs_debit')[];
  },
): FastifyReply {
  const pageNonce = nonce();
  const html = renderSetupForm(
    {
      tenantId: page.tenant.id,
      tenantName: page.tenant.name,
      token: page.token,
      action: SETUP_PAGE_PATH,
      allowed: form.allowed,
      values: form.values,
      errors: form.errors,
    },
    pageNonce,
  );
  return sendPage(reply, status, html, pageNonce, new URL(form.returnUrl).origin);
}

async function showPage(request: FastifyRequest, reply: FastifyReply, deps: SandboxSetupDeps) {
  const page = await pageRequest(request, queryParams(request), deps.tenants);
  if (page === null) return sendProblem(reply, 'unknown');
  const link = await deps.money.checkSetupLink(page.tenant.id, page.token);
  if (link.state !== 'usable') return sendProblem(reply, link.state);
  return showForm(reply, 200, page, {
    values: emptySetupForm(),
    errors: {},
    returnUrl: link.returnUrl,
    allowed: link.methods,
  });
}

async function submitPage(request: FastifyRequest, reply: FastifyReply, deps: SandboxSetupDeps) {
  if (!isUrlEncoded(request)) {
    const pageNonce = nonce();
    return sendPage(
      reply,
      415,
      renderLinkProblem('The form could not be read', 'Send the form from its page.', pageNonce),
      pageNonce,
    );
  }
  const fields = new URLSearchParams((request.rawBody ?? Buffer.alloc(0)).toString('utf8'));
  const page = await pageRequest(request, fields, deps.tenants);
  if (page === null) return sendProblem(reply, 'unknown');
  const link = await deps.money.checkSetupLink(page.tenant.id, page.token);
  if (link.state !== 'usable') return sendProblem(reply, link.state);
  const values = readSetupForm(fields);
  const checked = validateSetupForm(values, link.methods, deps.now?.() ?? new Date());
  if (!checked.ok)
    return showForm(reply, 400, page, {
      values,
      errors: checked.errors,
      returnUrl: link.returnUrl,
      allowed: link.methods,
    });
  if (!(await deps.money.completeSetup(page.tenant.id, page.token, checked.method)))
    return sendProblem(reply, 'used');
  return reply.code(303).headers({ location: link.returnUrl, 'cache-control': 'no-store' }).send();
}

export function registerSandboxSetup(app: FastifyInstance, deps: SandboxSetupDeps): void {
  app.get(SETUP_PAGE_PATH, (request, reply) =>
    deps.inFlight.run(() => showPage(request, reply, deps)),
  );
  app.post(SETUP_PAGE_PATH, (request, reply) =>
    deps.inFlight.run(() => submitPage(request, reply, deps)),
  );
}
