import type { AuditRecorder } from '../audit';
import {
  API_ERROR_CODES,
  ROLES,
  type AnnounceToTenant,
  type ApiErrorCode,
  type Endpoint,
  type EndpointGate,
  type EndpointSchemas,
  type FreelancerRole,
  type Role,
} from '@mp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { IdentityService } from '../auth/identity-service';
import type { SessionControl } from '../auth/sessions';
import type { SecretsConfig } from '../config';
import type { Database, Queryable } from '../db/types';
import type { Publish } from '../live/publisher';
import type { Mailer } from '../mail';
import type { PaymentProvider } from '../payment-provider/types';
import type { SearchEngine } from '../search-engine';
import type { FileStorage } from '../storage/types';
import type { Extractors } from '../extraction';
import type { VideoProvider } from '../video-provider/types';
import type { Tenant } from '../tenancy';
import type { BackgroundTasks } from './background';
import type { RateRule } from './rate-limit';
import type { RequestFacts } from './request-facts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * 'public': anyone with the tenant header; 'operator': the platform operator only (no tenant,
 * no user: docs/tenants.md#the-operator); otherwise the roles that may call the route.
 */
export type Access = 'public' | 'operator' | readonly Role[];

export interface Caller {
  userId: string;
  tenantId: string;
  role: Role;
  freelancerRole: FreelancerRole | null;
}

/**
 * The caller policy besides the role (docs/security.md#server-side-gates): the declaration's
 * gates, and `approvedCustomer` on every private call open to customers unless it is declared
 * open to customers awaiting approval.
 */
export type RouteGate = EndpointGate | { readonly approvedCustomer: true };

/** A fixed milestone that just became signed off (4), inside the transaction that did it. */
export interface SignedOffMilestone {
  tenantId: string;
  jobId: string;
  milestoneId: string;
  /** Who signed it off: the customer, or the administrator who resolved its dispute. */
  actorId: string;
}

/**
 * Told of every sign-off inside its transaction; answers the ids of the notifications it stored,
 * for the caller to deliver once committed. The composition root fills it (the products domain
 * completes a booking: docs/products.md#completing), so payments and disputes need not know it.
 */
export type MilestoneSignedOffListener = (
  tx: Queryable,
  signedOff: SignedOffMilestone,
) => Promise<string[]>;

/** What handlers use besides the database: made once per app from the config (buildApp). */
export interface HandlerServices {
  /** Where uploaded files' bytes live (local disk or S3). */
  storage: FileStorage;
  /** The payment provider behind payout accounts. */
  payments: PaymentProvider;
  /** The identity service's checks of id tokens (signed calls are checked before the handler). */
  identity: IdentityService;
  /** The deployment's secrets (the signed links' key). */
  secrets: SecretsConfig;
  /** The search DSL over the registered indexes (docs/search.md). */
  search: SearchEngine;
  /** E-mail: SMTP when configured, the local outbox otherwise (docs/notifications.md#e-mail). */
  mailer: Mailer;
  /** The site e-mails link to (SITE_URL). */
  siteUrl: string;
  /** The video provider behind calls: room tokens and ICE servers (docs/video.md). */
  video: VideoProvider;
  /** Records administrators' writes in the audit trail (docs/admin.md#audit-trail). */
  audit: AuditRecorder;
  /** Reads free text into fields (docs/custom-data.md#extractors). */
  extractors: Extractors;
  /** What else happens when a milestone is signed off (a booking completes). */
  milestoneSignedOff: MilestoneSignedOffListener;
}

interface BaseContext<P, Q, B> extends HandlerServices {
  params: P;
  query: Q;
  body: B;
  tenant: Tenant;
  db: Database;
  log: FastifyBaseLogger;
  /** Emits a live socket event (SOCKET_EVENTS); only logged when no live server is attached. */
  publish: Publish;
  /** Announces to every open page of a tenant, signed in or not (TENANT_LIVE_EVENTS). */
  announce: AnnounceToTenant;
  /** Drops the cached tenant so the next call reads its configuration anew (a publish). */
  forgetTenant: (tenantId: string) => void;
  /** Drops the cached tenant hosts the origin check allows (a tenant created or re-hosted). */
  forgetTenantHosts: () => void;
  /** Starts work the answer does not wait for; shutdown waits for it. */
  background: BackgroundTasks;
  /** Ends a user's sessions, sockets and cached credentials at once (deactivation). */
  sessions: SessionControl;
  /** Origin facts of the HTTP request (CORS verdict, the API's own origin). */
  request: RequestFacts;
}

export interface PublicContext<P, Q, B> extends BaseContext<P, Q, B> {
  /** The signed-in viewer when the route identifies callers (identifiesCaller), else null. */
  caller: Caller | null;
}

export interface PrivateContext<P, Q, B> extends BaseContext<P, Q, B> {
  caller: Caller;
}

/** The platform operator's call: no tenant (the call is about tenants) and no user. */
export interface OperatorContext<P, Q, B> extends Omit<BaseContext<P, Q, B>, 'tenant'> {
  tenant: null;
  caller: null;
}

/** What the registry hands a route: an operator call has no tenant, every other call one. */
export type HandleContext = Omit<BaseContext<unknown, unknown, unknown>, 'tenant'> & {
  tenant: Tenant | null;
  caller: Caller | null;
};

/** The output of the schema a declaration names for one part, or undefined when it has none. */
type Part<S, K extends 'params' | 'query' | 'body'> = S extends {
  [Key in K]: infer Schema extends z.ZodType;
}
  ? z.output<Schema>
  : undefined;

/** The response schema a declaration names; a route of a declaration without one gives its own. */
type ResponseOf<S> = S extends { response: infer Schema extends z.ZodType } ? Schema : z.ZodType;

/**
 * What a route file adds to its declaration: the schema values the declaration names by type
 * (TypeScript refuses any other), its documentation and its handler.
 */
type RouteSpec<S extends EndpointSchemas, R extends z.ZodType, Ctx> = {
  [K in Exclude<keyof S, 'response'>]-?: S[K];
} & {
  summary: string;
  description?: string;
  response: R;
  /** The budget the route draws on, checked after validation (docs/security.md#rate-limits). */
  rateLimit?: RateRule;
  /** A smaller body limit than the content type's (e.g. anonymous uploads), in bytes. */
  bodyLimit?: number;
  handler: (ctx: Ctx) => Promise<z.input<R>>;
};

/** What the registry knows of a route: every route has schemas and a caller policy. */
export interface RouteDefinition {
  operationId: string;
  domain: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: string;
  access: Access;
  /** Public routes only: credentials, when sent, are checked and the viewer is passed on. */
  identifiesCaller: boolean;
  schemas: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; response: z.ZodType };
  status: number;
  /** Accepts multipart/form-data bodies besides JSON (see http/multipart.ts). */
  multipart: boolean;
  /** Codes the route may answer besides COMMON_ERROR_CODES (its declaration's). */
  errors: readonly ApiErrorCode[];
  /** Takes an Idempotency-Key: a repeat answers the first answer (http/idempotency.ts). */
  idempotent: boolean;
  /** The rate-limit budget of the route, or null (docs/security.md#rate-limits). */
  rateLimit: RateRule | null;
  /** The route's own body limit in bytes, or null for the content type's. */
  bodyLimit: number | null;
  /** Rules about the caller checked after the role (see RouteGate). */
  gates: readonly RouteGate[];
  handle(ctx: HandleContext): Promise<unknown>;
}

interface SchemaValues {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  summary: string;
  description?: string;
  rateLimit?: RateRule;
  bodyLimit?: number;
}

function gatesOf(endpoint: Endpoint, access: Access): RouteGate[] {
  const gates: RouteGate[] = [...(endpoint.gates ?? [])];
  const customersMayCall = Array.isArray(access) && access.includes(ROLES.customer);
  if (customersMayCall && endpoint.openToUnapprovedCustomers !== true)
    gates.push({ approvedCustomer: true });
  return gates;
}

/** The codes the gates answer, added to the declaration's (kept sorted and unique). */
function errorsWithGates(endpoint: Endpoint, gates: readonly RouteGate[]): ApiErrorCode[] {
  const codes = new Set<ApiErrorCode>(endpoint.errors);
  for (const gate of gates) {
    codes.add(
      'approvedCustomer' in gate
        ? API_ERROR_CODES.customerNotApproved
        : API_ERROR_CODES.featureDisabled,
    );
  }
  return [...codes].sort();
}

function toDefinition(
  endpoint: Endpoint,
  spec: SchemaValues,
  handle: RouteDefinition['handle'],
): RouteDefinition {
  const schemas: RouteDefinition['schemas'] = { response: spec.response };
  if (spec.params !== undefined) schemas.params = spec.params;
  if (spec.query !== undefined) schemas.query = spec.query;
  if (spec.body !== undefined) schemas.body = spec.body;
  const isPublic = endpoint.access === 'public' || endpoint.access === 'public-or-signed';
  const access: Access = isPublic
    ? 'public'
    : endpoint.access === 'operator'
      ? 'operator'
      : (endpoint.access as readonly Role[]);
  const gates = gatesOf(endpoint, access);
  return {
    operationId: endpoint.operationId,
    domain: endpoint.domain,
    method: endpoint.method,
    path: endpoint.path,
    summary: spec.summary,
    description: spec.description ?? '',
    access,
    identifiesCaller: endpoint.access !== 'public' && endpoint.access !== 'operator',
    schemas,
    status: endpoint.status ?? 200,
    multipart: endpoint.multipart === true,
    errors: errorsWithGates(endpoint, gates),
    idempotent: endpoint.idempotent === true,
    rateLimit: spec.rateLimit ?? null,
    bodyLimit: spec.bodyLimit ?? null,
    gates,
    handle,
  };
}

function isPublicEndpoint(endpoint: Endpoint): boolean {
  return endpoint.access === 'public' || endpoint.access === 'public-or-signed';
}

/** The context of a tenant's call: the registry resolved its tenant before the handler. */
function withTenant(operationId: string, ctx: HandleContext): HandleContext & { tenant: Tenant } {
  if (ctx.tenant === null) throw new Error(`route ${operationId} reached without a tenant`);
  return ctx as HandleContext & { tenant: Tenant };
}

/** A route anyone may call; `ctx.caller` is the signed-in viewer of a `public-or-signed` call. */
export function definePublicRoute<S extends EndpointSchemas, R extends ResponseOf<S>>(
  endpoint: Endpoint<S>,
  spec: RouteSpec<S, R, PublicContext<Part<S, 'params'>, Part<S, 'query'>, Part<S, 'body'>>>,
): RouteDefinition {
  if (!isPublicEndpoint(endpoint))
    throw new Error(`${endpoint.operationId} is declared for roles: use definePrivateRoute`);
  return toDefinition(endpoint, spec as SchemaValues, (ctx) =>
    spec.handler(
      withTenant(endpoint.operationId, ctx) as PublicContext<
        Part<S, 'params'>,
        Part<S, 'query'>,
        Part<S, 'body'>
      >,
    ),
  );
}

/** A route only the platform operator may call (docs/tenants.md#the-operator). */
export function defineOperatorRoute<S extends EndpointSchemas, R extends ResponseOf<S>>(
  endpoint: Endpoint<S>,
  spec: RouteSpec<S, R, OperatorContext<Part<S, 'params'>, Part<S, 'query'>, Part<S, 'body'>>>,
): RouteDefinition {
  if (endpoint.access !== 'operator')
    throw new Error(`${endpoint.operationId} is not declared for the operator`);
  return toDefinition(endpoint, spec as SchemaValues, (ctx) =>
    spec.handler({ ...ctx, tenant: null, caller: null } as OperatorContext<
      Part<S, 'params'>,
      Part<S, 'query'>,
      Part<S, 'body'>
    >),
  );
}

/** A route only signed-in users of the declared roles may call; `ctx.caller` is always set. */
export function definePrivateRoute<S extends EndpointSchemas, R extends ResponseOf<S>>(
  endpoint: Endpoint<S>,
  spec: RouteSpec<S, R, PrivateContext<Part<S, 'params'>, Part<S, 'query'>, Part<S, 'body'>>>,
): RouteDefinition {
  if (isPublicEndpoint(endpoint) || endpoint.access === 'operator')
    throw new Error(`${endpoint.operationId} is not declared for roles: use its own define`);
  return toDefinition(endpoint, spec as SchemaValues, (ctx) => {
    if (ctx.caller === null)
      throw new Error(`private route ${endpoint.operationId} reached without a caller`);
    return spec.handler(
      withTenant(endpoint.operationId, ctx) as PrivateContext<
        Part<S, 'params'>,
        Part<S, 'query'>,
        Part<S, 'body'>
      >,
    );
  });
}
