import { COMMON_ERROR_CODES, ROLES, TENANT_HEADER, ZApiError, type Role } from '@mp/contracts';
import { z } from 'zod';
import type { Access, RouteDefinition } from '../http/route';

type JsonSchema = Record<string, unknown>;

const ROLE_NAMES: Readonly<Record<Role, string>> = {
  [ROLES.administrator]: 'administrator',
  [ROLES.freelancer]: 'freelancer',
  [ROLES.customer]: 'customer',
};

export function callerNames(access: Access): string[] {
  if (access === 'public' || access === 'operator') return [access];
  return access.map((role) => `${ROLE_NAMES[role]} (${role})`);
}

export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** /users/:id -> /users/{id} */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(route: RouteDefinition): JsonSchema[] {
  const list: JsonSchema[] = [
    {
      name: TENANT_HEADER,
      in: 'header',
      // The operator's calls are about tenants, not for one.
      required: route.access !== 'operator',
      description: 'The tenant the call is for',
      schema: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,62}$' },
    },
  ];
  for (const part of ['params', 'query'] as const) {
    const schema = route.schemas[part];
    if (schema === undefined) continue;
    const json = jsonSchema(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      list.push({
        name,
        in: part === 'params' ? 'path' : 'query',
        required: part === 'params' || required.has(name),
        schema: property,
      });
    }
  }
  return list;
}

const ERROR_RESPONSE = {
  description: 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

function operation(route: RouteDefinition): JsonSchema {
  const op: JsonSchema = {
    operationId: route.operationId,
    summary: route.summary,
    description: route.description,
    tags: [route.domain],
    'x-callers':
      route.access === 'public' || route.access === 'operator'
        ? route.access
        : route.access.map((role) => ROLE_NAMES[role]),
    // Public routes that identify callers accept an optional signature.
    security:
      route.access === 'operator'
        ? [{ operator: [] }]
        : route.access !== 'public'
          ? [{ sigv4: [] }]
          : route.identifiesCaller
            ? [{}, { sigv4: [] }]
            : [],
    // The caller policy besides the role (docs/security.md#server-side-gates).
    'x-gates': route.gates,
    'x-error-codes': route.errors,
    parameters: parameters(route),
    responses: {
      [String(route.status)]: {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchema(route.schemas.response, 'output') } },
      },
      '4XX': {
        ...ERROR_RESPONSE,
        description:
          route.errors.length > 0
            ? `Error: ${route.errors.join(', ')}, or a code any call may answer`
            : 'Error: a code any call may answer',
      },
      '5XX': ERROR_RESPONSE,
    },
  };
  if (route.schemas.body !== undefined) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(route.schemas.body, 'input') } },
    };
  }
  return op;
}

/** The OpenAPI 3.1 document of every registered route, generated from the registry. */
export function buildOpenApi(routes: readonly RouteDefinition[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Marketplace API',
      version: '0.1.0',
      description: `Every call sends the ${TENANT_HEADER} header. Private calls are signed (SigV4) with the caller's temporary credentials. Any call may answer ${COMMON_ERROR_CODES.join(', ')}; each operation lists its own codes in x-error-codes.`,
    },
    paths,
    components: {
      schemas: { ApiError: jsonSchema(ZApiError, 'output') },
      securitySchemes: {
        sigv4: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            'AWS Signature Version 4 (service execute-api) over host, x-amz-date and x-tenant-id',
        },
        operator: {
          type: 'http',
          scheme: 'bearer',
          description: 'The platform operator: OPERATOR_TOKEN of the API configuration',
        },
      },
    },
  };
}
