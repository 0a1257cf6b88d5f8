/**
 * One declaration per API call. The API registers its route from it (path, method, who may call,
 * status, error codes; the handler supplies the zod schemas the declaration names by type) and
 * browser code calls it typed with `api.call(endpoint, input)`, so no path string is written
 * twice. This module holds no zod at run time: the schemas are referenced by type only, which
 * keeps zod out of every browser bundle (docs/adr/0010-one-declaration-per-call.md).
 */
import type { z } from 'zod';
import type { ApiErrorCode } from './api/error-codes';
import type { Role } from './constants';
import type { RemoteName } from './remotes';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may call: `public` is anyone with the tenant header (never signed); `public-or-signed` is
 * anyone, and a signed call identifies the viewer (what they see may differ); a list of roles is
 * a private call, signed by a user with one of them; `operator` is the platform operator, who
 * runs the deployment and belongs to no tenant (a credential from the API's configuration, never
 * a user of any tenant: docs/tenants.md#the-operator).
 */
export type EndpointAccess =
  'public' | 'public-or-signed' | 'operator' | readonly [Role, ...Role[]];

/** The schemas of a call's parts, named by type on the declaration. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

/**
 * A rule about the caller besides the role, checked by the API before the handler, as the UI
 * checks it before showing the screen (docs/security.md#server-side-gates): a tenant switch
 * that must be on for the caller, or a screen area (remote) that must be on for the caller.
 * Refused 403 FEATURE_DISABLED.
 */
export type EndpointGate =
  | { readonly feature: string; readonly remote?: never }
  | { readonly remote: RemoteName; readonly feature?: never };

export interface EndpointDeclaration {
  /** Unique, camelCase; the OpenAPI operationId and the declaration's exported name. */
  operationId: string;
  /** The API domain that serves it (its folder and OpenAPI tag). */
  domain: string;
  method: EndpointMethod;
  /** `:name` marks a path parameter. */
  path: `/${string}`;
  access: EndpointAccess;
  /** Status of a success answer; 200 unless given. */
  status?: 200 | 201 | 202;
  /**
   * Codes this call answers besides those any call may answer (COMMON_ERROR_CODES): what a
   * client can branch on.
   */
  errors: readonly ApiErrorCode[];
  /** The body may also be sent as multipart/form-data (file uploads). */
  multipart?: boolean;
  /** The answer is a file's bytes, not JSON. */
  returnsFile?: boolean;
  /**
   * A money-moving call: it takes an `Idempotency-Key` header, and the same key with the same
   * request answers the first answer again (docs/payments.md#idempotency).
   */
  idempotent?: boolean;
  /** Rules about the caller besides the role (see EndpointGate). */
  gates?: readonly EndpointGate[];
  /**
   * A customer an administrator has not approved yet may call it even where the tenant
   * restricts them (adminApprovesCustomers with restriction): every other call open to
   * customers answers them 403 CUSTOMER_NOT_APPROVED (docs/security.md#server-side-gates).
   */
  openToUnapprovedCustomers?: true;
}

/** The header of an idempotent call's key. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

declare const schemaTypes: unique symbol;

/** A declared call; its schema types ride along for inference and are never set at run time. */
export interface Endpoint<
  S extends EndpointSchemas = EndpointSchemas,
> extends Readonly<EndpointDeclaration> {
  readonly [schemaTypes]?: S;
}

export function defineEndpoint<S extends EndpointSchemas>(
  declaration: EndpointDeclaration,
): Endpoint<S> {
  return declaration;
}

/**
 * Codes any call may answer: input, tenant, credentials (a replayed signature of a signed write
 * too), role, size, media type, faults.
 */
export const COMMON_ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'BAD_REQUEST',
  'TENANT_REQUIRED',
  'TENANT_NOT_FOUND',
  'UNAUTHENTICATED',
  'SIGNATURE_REPLAYED',
  'TENANT_MISMATCH',
  'FORBIDDEN_ROLE',
  'USER_DEACTIVATED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const satisfies readonly ApiErrorCode[];

export type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;

// `{}` is the neutral element of the intersections below.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type Nothing = {};

type InputPart<S, K extends 'params' | 'query' | 'body'> = S extends {
  [Key in K]: infer Schema extends z.ZodType;
}
  ? Nothing extends z.input<Schema>
    ? { [Key in K]?: z.input<Schema> }
    : { [Key in K]: z.input<Schema> }
  : Nothing;

/**
 * What a caller passes: the parts the call declares, an abort signal, for an idempotent call
 * the key of the user's action (one per action: a repeat of it reuses the key; a new one is
 * made when none is given), and `keepalive` for a call that must outlive the page (a report
 * sent as the page is hidden or closed).
 */
export type CallInput<E> = InputPart<SchemasOf<E>, 'params'> &
  InputPart<SchemasOf<E>, 'query'> &
  InputPart<SchemasOf<E>, 'body'> & {
    signal?: AbortSignal;
    idempotencyKey?: string;
    keepalive?: boolean;
  };

/** The input may be left out when no part of it is required. */
export type CallArgs<E> =
  Nothing extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** What a call answers: the response schema's output (JSON), or nothing. */
export type CallOutput<E> =
  SchemasOf<E> extends { response: infer Schema extends z.ZodType } ? z.output<Schema> : void;

export type QueryScalar = string | number | boolean | null | undefined;
export type QueryValues = Record<string, QueryScalar | readonly QueryScalar[]>;

/** One call as HTTP: the path with its parameters filled in, the query and the JSON body. */
export interface EndpointRequest {
  method: EndpointMethod;
  path: string;
  query: QueryValues | undefined;
  body: unknown;
  /** Never signed: the call is public (the tenant header only). */
  public: boolean;
}

export class MissingPathParameterError extends Error {
  constructor(operationId: string, name: string) {
    super(`${operationId}: the path parameter "${name}" is missing`);
    this.name = 'MissingPathParameterError';
  }
}

function fillPath(endpoint: Endpoint, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new MissingPathParameterError(endpoint.operationId, name);
    return encodeURIComponent(String(value));
  });
}

/** Turns a declared call and its input into the HTTP request every client sends. */
export function endpointRequest<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> | undefined,
): EndpointRequest {
  const parts = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  return {
    method: endpoint.method,
    path: fillPath(endpoint, parts.params),
    query: parts.query as QueryValues | undefined,
    body: parts.body,
    public: endpoint.access === 'public',
  };
}
