import type { FreelancerRole, Role } from '@mp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { IdentityService } from '../auth/identity-service';
import type { SecretsConfig } from '../config';
import type { Database } from '../db/types';
import type { Publish } from '../live/publisher';
import type { PaymentProvider } from '../payment-provider/types';
import type { SearchEngine } from '../search-engine';
import type { FileStorage } from '../storage/types';
import type { Tenant } from '../tenancy';
import type { BackgroundTasks } from './background';
import type { RequestFacts } from './request-facts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** 'public': anyone with the tenant header; otherwise the roles that may call the route. */
export type Access = 'public' | readonly Role[];

export interface Caller {
  userId: string;
  tenantId: string;
  role: Role;
  freelancerRole: FreelancerRole | null;
}

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
  /** Starts work the answer does not wait for; shutdown waits for it. */
  background: BackgroundTasks;
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

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

interface RouteSpec<P, Q, B, R extends z.ZodType> {
  /** Unique, camelCase: the OpenAPI operationId. */
  operationId: string;
  method: HttpMethod;
  /** fastify syntax, `:name` for params. */
  path: string;
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Status of a success answer; 200 unless given. */
  status?: 200 | 201;
  /** The body may also come as multipart/form-data (file uploads), parsed into the same fields. */
  multipart?: boolean;
}

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
  handle(ctx: BaseContext<unknown, unknown, unknown> & { caller: Caller | null }): Promise<unknown>;
}

function toDefinition<P, Q, B, R extends z.ZodType>(
  domain: string,
  spec: RouteSpec<P, Q, B, R> & { identifiesCaller?: boolean },
  access: Access,
  handle: RouteDefinition['handle'],
): RouteDefinition {
  const schemas: RouteDefinition['schemas'] = { response: spec.response };
  if (spec.params !== undefined) schemas.params = spec.params as z.ZodType;
  if (spec.query !== undefined) schemas.query = spec.query as z.ZodType;
  if (spec.body !== undefined) schemas.body = spec.body as z.ZodType;
  return {
    operationId: spec.operationId,
    domain,
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    description: spec.description ?? '',
    access,
    identifiesCaller: access !== 'public' || spec.identifiesCaller === true,
    schemas,
    status: spec.status ?? 200,
    multipart: spec.multipart === true,
    handle,
  };
}

export function definePublicRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(
  domain: string,
  spec: RouteSpec<P, Q, B, R> & {
    /** Check credentials when sent and pass the viewer (e.g. for per-role feature switches). */
    identifiesCaller?: boolean;
    handler: (ctx: PublicContext<Out<P>, Out<Q>, Out<B>>) => Promise<z.input<R>>;
  },
): RouteDefinition {
  return toDefinition(domain, spec, 'public', (ctx) =>
    spec.handler(ctx as PublicContext<Out<P>, Out<Q>, Out<B>>),
  );
}

export function definePrivateRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(
  domain: string,
  spec: RouteSpec<P, Q, B, R> & {
    roles: readonly [Role, ...Role[]];
    handler: (ctx: PrivateContext<Out<P>, Out<Q>, Out<B>>) => Promise<z.input<R>>;
  },
): RouteDefinition {
  return toDefinition(domain, spec, spec.roles, (ctx) => {
    if (ctx.caller === null)
      throw new Error(`private route ${spec.operationId} reached without a caller`);
    return spec.handler(ctx as PrivateContext<Out<P>, Out<Q>, Out<B>>);
  });
}
