/**
 * What the sandbox's hosted pages share (onboarding, adding a way to pay, the wallet): the
 * response headers of a page (a strict CSP, no caching, no framing), problem pages, reading a
 * link's tenant and token and a posted form, the redirect back, and serving GET and POST.
 */
import { randomBytes } from 'node:crypto';
import { TENANT_HEADER } from '@mp/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InFlight } from '../../http/in-flight';
import type { Tenant, TenantCache } from '../../tenancy';

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export interface PageRequest {
  tenant: Tenant;
  token: string;
}

/** What a problem page says, and the status it is sent with. */
export interface PageProblem {
  status: number;
  heading: string;
  reason: string;
}

export type RenderProblem = (heading: string, reason: string, pageNonce: string) => string;

/** The problems of a single-use link and of a post that is not the page's form. */
export const LINK_PROBLEMS = {
  used: { status: 410, heading: 'This link was already used', reason: 'Each link works once.' },
  expired: { status: 410, heading: 'This link has expired', reason: 'Links work for 10 minutes.' },
  unreadable: {
    status: 415,
    heading: 'The form could not be read',
    reason: 'Send the form from its page.',
  },
} as const;

export function nonce(): string {
  return randomBytes(16).toString('base64');
}

export function sendPage(
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

/**
 * Renders a page with a fresh nonce and sends it; a form on it may post to `returnUrl`'s origin
 * (the redirect after the post goes there).
 */
export function sendFreshPage(
  reply: FastifyReply,
  status: number,
  render: (pageNonce: string) => string,
  returnUrl: string | null = null,
): FastifyReply {
  const pageNonce = nonce();
  const returnOrigin = returnUrl === null ? null : new URL(returnUrl).origin;
  return sendPage(reply, status, render(pageNonce), pageNonce, returnOrigin);
}

/** Sends the problem page of a kind, rendered by `render`. */
export function problemSender<Kind extends string>(
  problems: Readonly<Record<Kind, PageProblem>>,
  render: RenderProblem,
): (reply: FastifyReply, kind: Kind) => FastifyReply {
  return (reply, kind) => {
    const problem = problems[kind];
    return sendFreshPage(reply, problem.status, (pageNonce) =>
      render(problem.heading, problem.reason, pageNonce),
    );
  };
}

/** The link's tenant and token; null when either is missing, malformed or disagrees. */
export async function pageRequest(
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

export function queryParams(request: FastifyRequest): URLSearchParams {
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return new URLSearchParams(search);
}

function isUrlEncoded(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^application\/x-www-form-urlencoded\b/i.test(type);
}

/** The fields of a posted form; null when the post is not urlencoded. */
export function postedForm(request: FastifyRequest): URLSearchParams | null {
  if (!isUrlEncoded(request)) return null;
  return new URLSearchParams((request.rawBody ?? Buffer.alloc(0)).toString('utf8'));
}

/** Sends the browser back to the caller's site after a post (303, never cached). */
export function redirectBack(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(303).headers({ location, 'cache-control': 'no-store' }).send();
}

type PageHandler<Deps> = (
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Deps,
) => Promise<FastifyReply>;

/** Serves a hosted page at `path`: GET shows it, POST submits its form, both counted in flight. */
export function registerHostedPage<Deps extends { inFlight: InFlight }>(
  app: FastifyInstance,
  path: string,
  deps: Deps,
  handlers: { show: PageHandler<Deps>; submit: PageHandler<Deps> },
): void {
  app.get(path, (request, reply) => deps.inFlight.run(() => handlers.show(request, reply, deps)));
  app.post(path, (request, reply) =>
    deps.inFlight.run(() => handlers.submit(request, reply, deps)),
  );
}
