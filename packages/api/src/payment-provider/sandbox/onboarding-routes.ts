/**
 * The sandbox provider's hosted onboarding page, served by the API itself (docs/payments.md):
 * GET shows the form for a link's token, POST (urlencoded) checks it, stores the details at the
 * sandbox and sends the browser back (303) to the caller's site. Public: the token is the
 * credential, bound to its tenant (the link's `tenant`, or the x-tenant-id header when sent).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InFlight } from '../../http/in-flight';
import type { TenantCache } from '../../tenancy';
import {
  pageRequest,
  postedForm,
  problemSender,
  queryParams,
  redirectBack,
  registerHostedPage,
  sendFreshPage,
  type PageRequest,
} from './hosted-page';
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

export interface SandboxOnboardingDeps {
  tenants: TenantCache;
  inFlight: InFlight;
  provider: SandboxPaymentProvider;
  /** Like a provider's webhook: the account changed (details submitted). */
  onAccountUpdated: (tenantId: string, account: ProviderAccount) => Promise<void>;
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
  unreadable: {
    status: 415,
    heading: 'The form could not be read',
    reason: 'Send the form from the onboarding page.',
  },
} as const;

const sendProblem = problemSender(PROBLEMS, renderLinkProblem);

function showForm(
  reply: FastifyReply,
  status: number,
  page: PageRequest,
  form: { values: FormValues; errors: FormErrors; returnUrl: string },
): FastifyReply {
  const render = (pageNonce: string) =>
    renderOnboardingForm(
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
  return sendFreshPage(reply, status, render, form.returnUrl);
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
  const fields = postedForm(request);
  if (fields === null) return sendProblem(reply, 'unreadable');
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
  return redirectBack(reply, outcome.returnUrl);
}

export function registerSandboxOnboarding(app: FastifyInstance, deps: SandboxOnboardingDeps): void {
  registerHostedPage(app, ONBOARDING_PAGE_PATH, deps, { show: showPage, submit: submitPage });
}
