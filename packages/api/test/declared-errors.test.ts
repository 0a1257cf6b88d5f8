/**
 * Every route's declared error codes (its contracts declaration's `errors`) are codes of the
 * API, none of them one any call may answer anyway, and the OpenAPI document carries them
 * unchanged. No database: the registry and the document are plain values.
 */
import { API_ERROR_CODES, COMMON_ERROR_CODES } from '@mp/contracts';
import { buildOpenApi, openApiPath } from '../src/docs/openapi';
import { ROUTES } from '../src/registry';

const API_CODES: ReadonlySet<string> = new Set(Object.values(API_ERROR_CODES));
const COMMON_CODES: ReadonlySet<string> = new Set(COMMON_ERROR_CODES);
const CASES = ROUTES.map((route) => [route.operationId, route] as const);

type Operation = { operationId?: unknown; 'x-error-codes'?: unknown };
type Paths = Record<string, Record<string, Operation> | undefined>;

describe('declared error codes', () => {
  it('has routes to check', () => {
    expect(ROUTES.length).toBeGreaterThan(0);
  });

  it.each(CASES)('%s lists only API codes', (_id, route) => {
    expect(route.errors.filter((code) => !API_CODES.has(code))).toEqual([]);
  });

  it.each(CASES)('%s lists none of the codes any call may answer', (_id, route) => {
    expect(route.errors.filter((code) => COMMON_CODES.has(code))).toEqual([]);
  });

  it.each(CASES)('%s lists each code once, in alphabetical order', (_id, route) => {
    expect(route.errors).toEqual([...new Set(route.errors)].sort());
  });
});

describe('the OpenAPI document', () => {
  const paths = buildOpenApi(ROUTES).paths as Paths;

  it.each(CASES)("%s carries its declaration's codes as x-error-codes", (_id, route) => {
    const operation = paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
    expect(operation?.operationId).toBe(route.operationId);
    expect(operation?.['x-error-codes']).toEqual(route.errors);
  });
});

describe('the caller policy in the OpenAPI document', () => {
  const paths = buildOpenApi(ROUTES).paths as Record<
    string,
    Record<string, { 'x-gates'?: unknown }> | undefined
  >;

  it.each(CASES)('%s carries its gates as x-gates', (_id, route) => {
    const operation = paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
    expect(operation?.['x-gates']).toEqual(route.gates);
  });
});
