/**
 * Generates request values from a route's zod schemas (through their JSON Schema), so tests
 * cover routes added later without being edited: one valid value per union branch, and wrong
 * variants of it (missing fields, wrong types, huge strings, unknown keys).
 */
import { z } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  examples?: unknown[];
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  additionalProperties?: boolean | JsonSchema;
}

export type Overrides = Readonly<Record<string, unknown>>;

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function firstType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') ?? schema.type[0];
  return schema.type;
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'someone@example.test';
    case 'uuid':
      return '00000000-0000-4000-8000-00000000abcd';
    case 'date-time':
      return '2026-01-01T00:00:00Z';
    case 'uri':
      return 'https://example.test/';
    default:
      return 'sample'.padEnd(schema.minLength ?? 0, 'x');
  }
}

/** A valid value for the schema; `overrides` replaces values by property name. */
export function sample(schema: JsonSchema, overrides: Overrides = {}): unknown {
  if (schema.examples !== undefined && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union !== undefined)
    return sample(union.find((s) => s.type !== 'null') ?? union[0] ?? {}, overrides);
  if (schema.allOf !== undefined && schema.allOf[0] !== undefined)
    return sample(schema.allOf[0], overrides);
  switch (firstType(schema)) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return (
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1)
      );
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        sample(schema.items ?? {}, overrides),
      );
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        value[key] =
          key in overrides ? overrides[key] : sample(schema.properties?.[key] ?? {}, overrides);
      }
      return value;
    }
    default:
      return 'sample';
  }
}

/** The alternatives of a top-level union (e.g. profile sections), else the schema itself. */
export function branches(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

/** One valid value per union branch, each checked against the zod schema itself. */
export function validSamples(schema: z.ZodType, overrides: Overrides = {}): unknown[] {
  return branches(toJsonSchema(schema)).map((branch) => {
    const value = sample(branch, overrides);
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new Error(
        `generated sample ${JSON.stringify(value)} is invalid: ${parsed.error.message}`,
      );
    }
    return value;
  });
}

type Path = (string | number)[];

function setAt(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let cursor = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) delete cursor[last];
  else cursor[last] = replacement;
  return copy;
}

function objectPaths(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    { path: [...path, key], value: child },
    ...objectPaths(child, [...path, key]),
  ]);
}

function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'not-a-boolean';
  if (Array.isArray(value)) return { not: 'an array' };
  if (value === null) return { not: 'null' };
  return 'not-an-object';
}

export interface BadBody {
  label: string;
  /** A JSON value to send, or raw text when `raw` is set. */
  body?: unknown;
  raw?: string;
  contentType?: string;
}

const ONE_MB_STRING = 'x'.repeat(1_000_000);

/** Wrong variants of a valid body: every field missing, every type wrong, huge strings, extras. */
export function badBodies(valid: unknown): BadBody[] {
  const list: BadBody[] = [
    { label: 'no body', raw: '' },
    { label: 'non-JSON', raw: '{"unterminated": ' },
    { label: 'plain text', raw: 'hello', contentType: 'text/plain' },
    { label: 'JSON null', body: null },
    { label: 'JSON array', body: [valid] },
    { label: 'JSON string', body: 'text' },
    { label: 'unknown top-level key', body: { ...(valid as object), unexpectedKey: true } },
  ];
  for (const { path, value } of objectPaths(valid)) {
    const where = path.join('.');
    list.push({ label: `missing ${where}`, body: setAt(valid, path, undefined, true) });
    list.push({ label: `wrong type at ${where}`, body: setAt(valid, path, wrongType(value)) });
    if (typeof value === 'string')
      list.push({ label: `1 MB string at ${where}`, body: setAt(valid, path, ONE_MB_STRING) });
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      list.push({
        label: `unknown key in ${where}`,
        body: setAt(valid, [...path, 'unexpectedKey'], 1),
      });
    }
  }
  return list;
}

const FULL_SAMPLE_DEPTH = 8;

function fullObject(schema: JsonSchema, depth: number): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    value[key] = fullSample(child, depth + 1);
  // A record (e.g. upload metadata) gets one entry, so its values are walked too.
  const extra = schema.additionalProperties;
  if (schema.properties === undefined && extra !== false)
    value.n = typeof extra === 'object' ? fullSample(extra, depth + 1) : 'sample';
  return value;
}

/**
 * A value with every documented field of the schema, optional ones and one entry of each record
 * and list included (not necessarily valid: it only shows where text can go).
 */
export function fullSample(schema: JsonSchema, depth = 0): unknown {
  if (depth > FULL_SAMPLE_DEPTH) return 'sample';
  const union = schema.anyOf ?? schema.oneOf;
  if (union !== undefined)
    return fullSample(union.find((s) => s.type !== 'null') ?? union[0] ?? {}, depth);
  if (schema.allOf !== undefined && schema.allOf[0] !== undefined)
    return fullSample(schema.allOf[0], depth);
  const type = firstType(schema);
  if (type === 'object' || schema.properties !== undefined) return fullObject(schema, depth);
  if (type === 'array') return [fullSample(schema.items ?? {}, depth + 1)];
  return sample(schema);
}

/** The path of every string in `value`, inside objects and lists alike. */
export function stringLeaves(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    stringLeaves(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** `value` with the string at `path` replaced. */
export function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  return setAt(value, path, replacement);
}

/** Text no route may take: a NUL character and a UTF-16 surrogate without its pair. */
export const UNSAFE_TEXTS = [
  { label: 'NUL', text: 'a\u0000b' },
  { label: 'lone surrogate', text: 'a\ud800b' },
] as const;
