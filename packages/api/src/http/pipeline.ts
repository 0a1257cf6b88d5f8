import { TENANT_HEADER, type FieldError, type FreelancerRole, type Role } from '@mp/contracts';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Authenticator } from '../auth/types';
import type { Tenant, TenantCache } from '../tenancy';
import { fieldErrors, HttpError, httpErrors } from './errors';
import type { Caller, RouteDefinition } from './route';
import { unsafeTextFields } from './unsafe-text';

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const AUTH_FAILURE_STATUS = { unauthenticated: 401, forbidden: 403, unavailable: 503 } as const;

export async function resolveTenant(
  request: FastifyRequest,
  tenants: TenantCache,
): Promise<Tenant> {
  const tenantId = singleHeader(request, TENANT_HEADER);
  if (tenantId === undefined || tenantId === '') {
    throw httpErrors.tenantRequired(`The ${TENANT_HEADER} header is required`);
  }
  if (!TENANT_ID.test(tenantId)) {
    throw httpErrors.tenantRequired(`The ${TENANT_HEADER} header must be a lower-case tenant id`);
  }
  const tenant = await tenants.get(tenantId);
  if (tenant === null) throw httpErrors.tenantNotFound(tenantId);
  return tenant;
}

/** A signed-in user's record in the tenant, as the users domain keeps it. */
export interface CallerRecord {
  userId: string;
  role: Role;
  freelancerRole: FreelancerRole | null;
  deactivated: boolean;
  /** An administrator approved the customer (docs/admin.md). */
  approved: boolean;
}

/** The caller with what the gates check besides the role (http/gates.ts). */
export interface ResolvedCaller extends Caller {
  approved: boolean;
}

/** The record of this user in this tenant, or null when the API has none. */
export type FindCaller = (tenantId: string, userId: string) => Promise<CallerRecord | null>;

/** Who is calling, for this tenant: null for anonymous; errors for bad or foreign credentials. */
export async function resolveCaller(
  request: FastifyRequest,
  tenant: Tenant,
  authenticate: Authenticator,
  findCaller: FindCaller,
): Promise<ResolvedCaller | null> {
  const result = await authenticate({
    method: request.method,
    url: request.url,
    headers: request.headers,
    rawBody: request.rawBody ?? Buffer.alloc(0),
    ...(request.bodyDigest === null ? {} : { payloadSha256: request.bodyDigest.sha256 }),
  });
  if (result === null) return null;
  if ('error' in result) {
    // Keep the authenticator's code: a foreign tenant's credential is TENANT_MISMATCH, a
    // replayed signature SIGNATURE_REPLAYED.
    throw new HttpError(AUTH_FAILURE_STATUS[result.error], result.code, result.message, [], {
      ...(result.error === 'unavailable' ? { 'retry-after': '5' } : {}),
    });
  }
  if (result.tenantId !== tenant.id) throw httpErrors.tenantMismatch();
  const user = await findCaller(tenant.id, result.userId);
  if (user === null) throw httpErrors.unauthenticated('Unknown user');
  if (user.deactivated) throw httpErrors.userDeactivated();
  return {
    userId: user.userId,
    tenantId: tenant.id,
    role: user.role,
    freelancerRole: user.freelancerRole,
    approved: user.approved,
  };
}

export function authorise(route: RouteDefinition, caller: Caller | null): void {
  if (route.access === 'public') return;
  if (caller === null) throw httpErrors.unauthenticated();
  if (route.access === 'operator' || !route.access.includes(caller.role))
    throw httpErrors.forbiddenRole();
}

function bearerToken(request: FastifyRequest): string | null {
  const header = singleHeader(request, 'authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * An operator call carries `Authorization: Bearer <OPERATOR_TOKEN>` (docs/tenants.md#the-operator).
 * Anything else is refused: no credentials 401, a tenant user's signed call 403 FORBIDDEN_ROLE
 * (an administrator of a tenant is no operator), and with no token configured every call 401.
 */
export async function authoriseOperator(
  request: FastifyRequest,
  operatorToken: string | null,
  authenticate: Authenticator,
): Promise<void> {
  const token = bearerToken(request);
  if (token !== null) {
    if (operatorToken !== null && sameSecret(token, operatorToken)) return;
    throw httpErrors.unauthenticated('Not the operator token');
  }
  const result = await authenticate({
    method: request.method,
    url: request.url,
    headers: request.headers,
    rawBody: request.rawBody ?? Buffer.alloc(0),
    ...(request.bodyDigest === null ? {} : { payloadSha256: request.bodyDigest.sha256 }),
  });
  if (result === null) throw httpErrors.unauthenticated();
  if ('error' in result) {
    throw new HttpError(AUTH_FAILURE_STATUS[result.error], result.code, result.message, [], {
      ...(result.error === 'unavailable' ? { 'retry-after': '5' } : {}),
    });
  }
  throw httpErrors.forbiddenRole();
}

function isJsonRequest(request: FastifyRequest): boolean {
  const type = singleHeader(request, 'content-type');
  return type !== undefined && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);
}

function isMultipartRequest(request: FastifyRequest): boolean {
  const type = singleHeader(request, 'content-type');
  return type !== undefined && /^multipart\/form-data\b/i.test(type);
}

export interface ParsedInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** Text no route may receive anywhere in the request, by field (see unsafe-text.ts). */
function refuseUnsafeText(request: FastifyRequest): void {
  const fields = [
    ...unsafeTextFields('headers', request.headers),
    ...(['params', 'query', 'body'] as const).flatMap((part) =>
      unsafeTextFields(part, request[part]),
    ),
  ];
  if (fields.length > 0) throw httpErrors.validation(fields);
}

/** Validates params, query and body together, so one answer names every failing field. */
export function parseInput(route: RouteDefinition, request: FastifyRequest): ParsedInput {
  refuseUnsafeText(request);
  const { schemas } = route;
  const hasBody = (request.rawBody?.length ?? request.bodyDigest?.size ?? 0) > 0;
  if (
    schemas.body !== undefined &&
    hasBody &&
    !isJsonRequest(request) &&
    !(route.multipart && isMultipartRequest(request))
  )
    throw httpErrors.unsupportedMediaType();
  const fields: FieldError[] = [];
  const parsed: ParsedInput = { params: undefined, query: undefined, body: undefined };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema: z.ZodType | undefined = schemas[part];
    if (schema === undefined) continue;
    const result = schema.safeParse(request[part]);
    if (result.success) parsed[part] = result.data;
    else fields.push(...fieldErrors(part, result.error));
  }
  if (fields.length > 0) throw httpErrors.validation(fields);
  return parsed;
}
