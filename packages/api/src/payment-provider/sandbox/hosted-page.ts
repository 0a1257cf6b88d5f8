/**
 * What the sandbox's hosted pages share (onboarding, adding a way to pay): the response headers
 * of a page (a strict CSP, no caching, no framing), and reading a link's tenant and token.
 */
import { randomBytes } from 'node:crypto';
import { TENANT_HEADER } from '@mp/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tenant, TenantCache } from '../../tenancy';

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export interface PageRequest {
  tenant: Tenant;
  token: string;
}

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

export function isUrlEncoded(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^application\/x-www-form-urlencoded\b/i.test(type);
}
