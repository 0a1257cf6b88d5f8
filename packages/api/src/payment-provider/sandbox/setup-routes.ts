/**
 * The sandbox's hosted page for adding a way to pay (docs/payments.md#paying): GET shows the
 * form for a link's token, POST checks it, saves the way to pay at the sandbox and sends the
 * browser back (303) to the caller's site. Public: the single-use token is the credential.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InFlight } from '../../http/in-flight';
import type { TenantCache } from '../../tenancy';
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
  ...LINK_PROBLEMS,
} as const;

const sendProblem = problemSender(PROBLEMS, renderLinkProblem);

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
  const render = (pageNonce: string) =>
    renderSetupForm(
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
  return sendFreshPage(reply, status, render, form.returnUrl);
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
  const fields = postedForm(request);
  if (fields === null) return sendProblem(reply, 'unreadable');
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
  return redirectBack(reply, link.returnUrl);
}

export function registerSandboxSetup(app: FastifyInstance, deps: SandboxSetupDeps): void {
  registerHostedPage(app, SETUP_PAGE_PATH, deps, { show: showPage, submit: submitPage });
}
