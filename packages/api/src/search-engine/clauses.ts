/**
 * The query clauses of the documented subset, each compiled to a SQL condition (and, in
 * query context, a score expression). Field names resolve through the index's field map;
 * every caller value becomes a parameter.
 */
import { toJson } from '../db/types';
import { checkKeys, isPlainObject, requireObject, searchError, singleEntry } from './errors';
import type { FieldDef, FieldKind, IndexFields } from './fields';
import { withinDistanceSql } from './geo';
import { escapeLike, queryWords, tsqueryText, wildcardToLike, type SqlParams } from './sql';
import {
  parseBoolean,
  parseBoost,
  parseDate,
  parseDistanceKm,
  parseGeoPoint,
  parseKeyword,
  parseNumber,
  parseText,
  checkedString,
} from './values';

export interface CompileContext {
  indexName: string;
  index: IndexFields;
  params: SqlParams;
  /** Field name -> why it may not be used (e.g. the rate hidden by the tenant). */
  hidden: ReadonlyMap<string, string>;
  /** Explain lines, one per clause. */
  clauses: string[];
  now: Date;
  /** Clauses compiled so far (a guard against huge bodies). */
  count: number;
  /**
   * Set by clauses whose plans visit every match anyway (full-text, patterns, geo, ids): the
   * total is then counted in the page query itself instead of a second query.
   */
  selective: boolean;
}

export interface Compiled {
  where: string;
  /** A score expression in query context; null in filter context or for non-scoring clauses. */
  score: string | null;
}

const MAX_DEPTH = 12;
const MAX_CLAUSES = 200;
const MAX_TERMS = 1000;

type Handler = (
  value: unknown,
  path: string,
  ctx: CompileContext,
  scoring: boolean,
  depth: number,
) => Compiled;

export interface ResolvedField {
  name: string;
  def: FieldDef;
}

export function resolveField(
  name: unknown,
  path: string,
  ctx: CompileContext,
  kinds?: readonly FieldKind[],
): ResolvedField {
  if (typeof name !== 'string') throw searchError(path, 'Expected a field name');
  const canonical = Object.hasOwn(ctx.index.aliases, name)
    ? (ctx.index.aliases[name] as string)
    : name;
  const def = Object.hasOwn(ctx.index.fields, canonical) ? ctx.index.fields[canonical] : undefined;
  if (def === undefined) {
    throw searchError(
      path,
      `Unknown or non-searchable field "${name}" of index ${ctx.indexName}; searchable: ${Object.keys(ctx.index.fields).join(', ')}`,
    );
  }
  const hiddenReason = ctx.hidden.get(canonical);
  if (hiddenReason !== undefined) throw searchError(path, hiddenReason);
  if (kinds !== undefined && !kinds.includes(def.kind)) {
    throw searchError(
      path,
      `Field "${name}" is a ${def.kind} field; this clause needs a ${kinds.join(' or ')} field`,
    );
  }
  return { name: canonical, def };
}

function constScore(scoring: boolean, boost: number): string | null {
  return scoring ? String(boost) : null;
}

function boosted(score: string, boost: number): string {
  return boost === 1 ? score : `(${score}) * ${boost}`;
}

/** Words (AND/OR, the last optionally a prefix) or a phrase, to search with full-text. */
type TextQuery =
  | { kind: 'words'; words: string[]; operator: 'and' | 'or'; prefix?: boolean }
  | { kind: 'phrase'; text: string };

function tsquerySql(ctx: CompileContext, query: TextQuery, weight?: string): string {
  if (query.kind === 'phrase') return `phraseto_tsquery('english', ${ctx.params.add(query.text)})`;
  const label = weight ?? '';
  const terms = query.words.map((word, i) =>
    query.prefix === true && i === query.words.length - 1
      ? `${word}:*${label}`
      : label === ''
        ? word
        : `${word}:${label}`,
  );
  return `to_tsquery('english', ${ctx.params.add(tsqueryText(terms, query.operator))})`;
}

/** Full-text condition and rank of one text field (def) or of the whole stored vector (null). */
function fullText(
  ctx: CompileContext,
  def: FieldDef | null,
  query: TextQuery,
  scoring: boolean,
  boost: number,
): Compiled {
  const stored = ctx.index.vector;
  ctx.selective = true;
  let where: string;
  let rankVector: string;
  if (def === null || (def.weight !== undefined && stored !== null && query.kind === 'words')) {
    const tsquery = tsquerySql(ctx, query, def?.weight);
    where = `${stored} @@ ${tsquery}`;
    return { where, score: scoring ? boosted(`ts_rank(${stored}, ${tsquery})`, boost) : null };
  }
  const tsquery = tsquerySql(ctx, query);
  if (def.inVector === true && stored !== null) {
    where = `(${stored} @@ ${tsquery} AND ${def.vector} @@ ${tsquery})`;
    rankVector = stored;
  } else {
    where = `${def.vector} @@ ${tsquery}`;
    rankVector = def.vector as string;
  }
  return { where, score: scoring ? boosted(`ts_rank(${rankVector}, ${tsquery})`, boost) : null };
}

/**
 * A bound of a range over whole numbers (FieldDef.integer): the nearest whole number on the
 * range's side (>= 100.5 is >= 101, <= 100.5 is <= 100), kept within the exact range.
 */
function wholeBound(value: number, op: '>' | '>=' | '<' | '<='): number {
  const whole = op === '>=' || op === '<' ? Math.ceil(value) : Math.floor(value);
  return Math.min(Math.max(whole, Number.MIN_SAFE_INTEGER), Number.MAX_SAFE_INTEGER);
}

/** Equality on a number field; no whole amount equals a fraction. */
function numberEquality(ctx: CompileContext, def: FieldDef, value: number): string {
  if (!def.integer) return `${def.column} = ${ctx.params.add(value)}::float8`;
  if (!Number.isSafeInteger(value)) return 'FALSE';
  return `${def.column} = ${ctx.params.add(value)}::bigint`;
}

/** Equality on a non-text field, typed by its kind. */
function equality(ctx: CompileContext, field: ResolvedField, value: unknown, path: string): string {
  const { def } = field;
  switch (def.kind) {
    case 'keyword':
      return `${def.column} = ${ctx.params.add(parseKeyword(value, path))}`;
    case 'keywords':
      return `${def.column} @> ${ctx.params.add(toJson([parseKeyword(value, path)]))}::jsonb`;
    case 'number':
      return numberEquality(ctx, def, parseNumber(value, path));
    case 'boolean':
      return `${def.column} = ${ctx.params.add(parseBoolean(value, path))}::boolean`;
    case 'date':
      return `${def.column} = ${ctx.params.add(parseDate(value, path, ctx.now))}::timestamptz`;
    default:
      throw searchError(
        path,
        `Field "${field.name}" is a ${def.kind} field; use ${def.kind === 'text' ? 'match' : 'geo_distance'}`,
      );
  }
}

function parseOperator(value: unknown, path: string): 'and' | 'or' {
  if (value === undefined) return 'or';
  if (typeof value === 'string' && ['and', 'or'].includes(value.toLowerCase()))
    return value.toLowerCase() as 'and' | 'or';
  throw searchError(path, 'operator is "and" or "or"');
}

/** `{field: "text"}` or `{field: {query, ...options}}`. */
function fieldOptions(
  options: unknown,
  path: string,
  allowed: readonly string[],
  what: string,
  valueKey = 'query',
): Record<string, unknown> {
  if (!isPlainObject(options)) return { [valueKey]: options };
  checkKeys(options, allowed, path, what);
  if (!(valueKey in options))
    throw searchError(`${path}.${valueKey}`, `${what} needs "${valueKey}"`);
  return options;
}

const match: Handler = (value, path, ctx, scoring) => {
  const [name, raw] = singleEntry(value, path, 'match');
  const fieldPath = `${path}.${name}`;
  const field = resolveField(name, fieldPath, ctx);
  const options = fieldOptions(raw, fieldPath, ['query', 'operator', 'boost'], 'match');
  const boost = parseBoost(options.boost, `${fieldPath}.boost`);
  if (field.def.kind !== 'text') {
    ctx.clauses.push(`${path}: ${field.name} equals the value (${field.def.kind} field)`);
    return {
      where: equality(ctx, field, options.query, `${fieldPath}.query`),
      score: constScore(scoring, boost),
    };
  }
  const words = queryWords(parseText(options.query, `${fieldPath}.query`));
  const operator = parseOperator(options.operator, `${fieldPath}.operator`);
  ctx.clauses.push(`${path}: full-text on ${field.name} (${operator}, ${words.length} words)`);
  if (words.length === 0) return { where: 'FALSE', score: null };
  return fullText(ctx, field.def, { kind: 'words', words, operator }, scoring, boost);
};

const matchPhrase: Handler = (value, path, ctx, scoring) => {
  const [name, raw] = singleEntry(value, path, 'match_phrase');
  const fieldPath = `${path}.${name}`;
  const field = resolveField(name, fieldPath, ctx, ['text']);
  const options = fieldOptions(raw, fieldPath, ['query', 'boost'], 'match_phrase');
  const boost = parseBoost(options.boost, `${fieldPath}.boost`);
  const phrase = parseText(options.query, `${fieldPath}.query`);
  ctx.clauses.push(`${path}: phrase on ${field.name}`);
  if (queryWords(phrase).length === 0) return { where: 'FALSE', score: null };
  return fullText(ctx, field.def, { kind: 'phrase', text: phrase }, scoring, boost);
};

const MULTI_MATCH_TYPES = ['best_fields', 'most_fields', 'cross_fields', 'phrase'] as const;

const multiMatch: Handler = (value, path, ctx, scoring) => {
  const options = requireObject(value, path);
  checkKeys(options, ['query', 'fields', 'type', 'operator', 'boost'], path, 'multi_match');
  const boost = parseBoost(options.boost, `${path}.boost`);
  const queryText = parseText(options.query, `${path}.query`);
  const operator = parseOperator(options.operator, `${path}.operator`);
  const type = options.type ?? 'best_fields';
  if (typeof type !== 'string' || !(MULTI_MATCH_TYPES as readonly string[]).includes(type))
    throw searchError(`${path}.type`, `Supported types: ${MULTI_MATCH_TYPES.join(', ')}`);
  const fieldsValue = options.fields ?? ['*'];
  if (!Array.isArray(fieldsValue) || fieldsValue.length === 0 || fieldsValue.length > 20)
    throw searchError(`${path}.fields`, 'Expected a list of 1 to 20 field names');
  const words = queryWords(queryText);
  if (words.length === 0) {
    ctx.clauses.push(`${path}: no words to search`);
    return { where: 'FALSE', score: null };
  }
  const textQuery: TextQuery =
    type === 'phrase' ? { kind: 'phrase', text: queryText } : { kind: 'words', words, operator };
  const targets = fieldsValue.map((entry, i) => {
    const entryPath = `${path}.fields[${i}]`;
    if (typeof entry !== 'string') throw searchError(entryPath, 'Expected a field name');
    const [name, weight] = entry.split('^') as [string, string | undefined];
    const fieldBoost = weight === undefined ? 1 : parseBoost(weight, entryPath);
    if (name === '*' || name === '_all') return { def: null, boost: fieldBoost };
    return { def: resolveField(name, entryPath, ctx, ['text']).def, boost: fieldBoost };
  });
  const wholeVector =
    ctx.index.vector !== null &&
    targets.every((t) => t.boost === 1) &&
    (targets.some((t) => t.def === null) ||
      ctx.index.defaultTextFields.every((name) =>
        targets.some((t) => t.def === ctx.index.fields[name]),
      ));
  ctx.clauses.push(
    `${path}: full-text (${type}, ${operator}) on ${wholeVector ? 'the whole document' : fieldsValue.join(', ')}`,
  );
  if (wholeVector) return fullText(ctx, null, textQuery, scoring, boost);
  const parts = targets.map((t) => fullText(ctx, t.def, textQuery, scoring, t.boost));
  const where = `(${parts.map((p) => p.where).join(' OR ')})`;
  if (!scoring) return { where, score: null };
  const scores = parts.map((p) => p.score as string);
  const combined = type === 'most_fields' ? scores.join(' + ') : `GREATEST(${scores.join(', ')})`;
  return { where, score: boosted(combined, boost) };
};

const term: Handler = (value, path, ctx, scoring) => {
  const [name, raw] = singleEntry(value, path, 'term');
  const fieldPath = `${path}.${name}`;
  const field = resolveField(name, fieldPath, ctx, [
    'keyword',
    'keywords',
    'number',
    'boolean',
    'date',
  ]);
  const options = fieldOptions(
    raw,
    fieldPath,
    ['value', 'boost', 'case_insensitive'],
    'term',
    'value',
  );
  const boost = parseBoost(options.boost, `${fieldPath}.boost`);
  ctx.clauses.push(`${path}: ${field.name} equals the value`);
  if (options.case_insensitive === true && field.def.kind === 'keyword') {
    const param = ctx.params.add(parseKeyword(options.value, `${fieldPath}.value`));
    return {
      where: `lower(${field.def.column}) = lower(${param})`,
      score: constScore(scoring, boost),
    };
  }
  return {
    where: equality(ctx, field, options.value, `${fieldPath}.value`),
    score: constScore(scoring, boost),
  };
};

const terms: Handler = (value, path, ctx, scoring) => {
  const object = requireObject(value, path);
  const boost = parseBoost(object.boost, `${path}.boost`);
  const rest = Object.keys(object).filter((key) => key !== 'boost');
  if (rest.length !== 1)
    throw searchError(path, `terms takes exactly one field, got ${rest.length}`);
  const name = rest[0] as string;
  const fieldPath = `${path}.${name}`;
  const field = resolveField(name, fieldPath, ctx, ['keyword', 'keywords', 'number']);
  const list = object[name];
  if (!Array.isArray(list) || list.length > MAX_TERMS)
    throw searchError(fieldPath, `Expected a list of at most ${MAX_TERMS} values`);
  ctx.clauses.push(`${path}: ${field.name} is one of ${list.length} values`);
  if (list.length === 0) return { where: 'FALSE', score: null };
  const { def } = field;
  let where: string;
  if (def.kind === 'number') {
    const numbers = list.map((v, i) => parseNumber(v, `${fieldPath}[${i}]`));
    const whole = numbers.filter((n) => Number.isSafeInteger(n));
    if (!def.integer) where = `${def.column} = ANY(${ctx.params.add(numbers)}::float8[])`;
    else if (whole.length === 0) where = 'FALSE';
    else where = `${def.column} = ANY(${ctx.params.add(whole)}::bigint[])`;
  } else {
    const keywords = list.map((v, i) => parseKeyword(v, `${fieldPath}[${i}]`));
    const param = ctx.params.add(keywords);
    where =
      def.kind === 'keywords'
        ? `${def.column} ?| ${param}::text[]`
        : `${def.column} = ANY(${param}::text[])`;
  }
  return { where, score: constScore(scoring, boost) };
};

const RANGE_OPERATORS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** One bound of a range as a typed parameter. */
function rangeBound(
  ctx: CompileContext,
  def: FieldDef,
  op: (typeof RANGE_OPERATORS)[keyof typeof RANGE_OPERATORS],
  bound: unknown,
  path: string,
): string {
  if (def.kind === 'date') return `${ctx.params.add(parseDate(bound, path, ctx.now))}::timestamptz`;
  if (def.kind !== 'number') return ctx.params.add(parseKeyword(bound, path));
  const number = parseNumber(bound, path);
  if (def.integer) return `${ctx.params.add(wholeBound(number, op))}::bigint`;
  return `${ctx.params.add(number)}::float8`;
}

const range: Handler = (value, path, ctx, scoring) => {
  const [name, raw] = singleEntry(value, path, 'range');
  const fieldPath = `${path}.${name}`;
  const field = resolveField(name, fieldPath, ctx, ['number', 'date', 'keyword']);
  const options = requireObject(raw, fieldPath);
  checkKeys(options, ['gt', 'gte', 'lt', 'lte', 'boost'], fieldPath, 'range');
  const boost = parseBoost(options.boost, `${fieldPath}.boost`);
  const parts: string[] = [];
  for (const [key, op] of Object.entries(RANGE_OPERATORS)) {
    const bound = options[key];
    if (bound === undefined || bound === null) continue;
    const boundPath = `${fieldPath}.${key}`;
    const { def } = field;
    parts.push(`${def.column} ${op} ${rangeBound(ctx, def, op, bound, boundPath)}`);
  }
  if (parts.length === 0) throw searchError(fieldPath, 'range needs gt, gte, lt or lte');
  ctx.clauses.push(`${path}: ${field.name} within a range`);
  return { where: parts.join(' AND '), score: constScore(scoring, boost) };
};

const exists: Handler = (value, path, ctx, scoring) => {
  const options = requireObject(value, path);
  checkKeys(options, ['field', 'boost'], path, 'exists');
  const boost = parseBoost(options.boost, `${path}.boost`);
  const field = resolveField(options.field, `${path}.field`, ctx);
  const { def } = field;
  ctx.clauses.push(`${path}: ${field.name} has a value`);
  const where =
    def.kind === 'geo'
      ? `${def.lat} IS NOT NULL`
      : def.kind === 'keywords'
        ? `jsonb_array_length(${def.column}) > 0`
        : def.kind === 'text'
          ? `coalesce(${def.column}, '') <> ''`
          : `${def.column} IS NOT NULL`;
  return { where, score: constScore(scoring, boost) };
};

const ids: Handler = (value, path, ctx, scoring) => {
  const options = requireObject(value, path);
  checkKeys(options, ['values', 'boost'], path, 'ids');
  const boost = parseBoost(options.boost, `${path}.boost`);
  const list = options.values;
  if (!Array.isArray(list) || list.length > MAX_TERMS)
    throw searchError(`${path}.values`, `Expected a list of at most ${MAX_TERMS} ids`);
  const values = list.map((v, i) => parseKeyword(v, `${path}.values[${i}]`));
  ctx.clauses.push(`${path}: one of ${values.length} ids`);
  if (values.length === 0) return { where: 'FALSE', score: null };
  return {
    where: `${ctx.index.idColumn} = ANY(${ctx.params.add(values)}::text[])`,
    score: constScore(scoring, boost),
  };
};

function patternOptions(raw: unknown, fieldPath: string, what: string) {
  const options = fieldOptions(
    raw,
    fieldPath,
    ['value', 'boost', 'case_insensitive'],
    what,
    'value',
  );
  const pattern = options.value;
  if (typeof pattern !== 'string' || pattern.length === 0 || pattern.length > 200)
    throw searchError(`${fieldPath}.value`, 'Expected 1 to 200 characters');
  checkedString(pattern, `${fieldPath}.value`);
  const caseInsensitive =
    options.case_insensitive === undefined
      ? false
      : parseBoolean(options.case_insensitive, `${fieldPath}.case_insensitive`);
  return { pattern, caseInsensitive, boost: parseBoost(options.boost, `${fieldPath}.boost`) };
}

const prefix: Handler = (value, path, ctx, scoring) => {
  const [name, raw] = singleEntry(value, path, 'prefix');
  const fieldPath = `${path}.${name}`;
  const field = resolveField(name, fieldPath, ctx, ['text', 'keyword']);
  const { pattern, caseInsensitive, boost } = patternOptions(raw, fieldPath, 'prefix');
  ctx.clauses.push(`${path}: ${field.name} starts with the value`);
  if (field.def.kind === 'text') {
    // A word prefix ("des" finds "Web design"): earlier words must match, the last is a prefix.
    const words = queryWords(pattern);
    if (words.length === 0) return { where: 'FALSE', score: null };
    const query: TextQuery = { kind: 'words', words, operator: 'and', prefix: true };
    return fullText(ctx, field.def, query, scoring, boost);
  }
  const param = ctx.params.add(`${escapeLike(pattern)}%`);
  const op = caseInsensitive ? 'ILIKE' : 'LIKE';
  return { where: `${field.def.column} ${op} ${param}`, score: constScore(scoring, boost) };
};

const wildcard: Handler = (value, path, ctx, scoring) => {
  const [name, raw] = singleEntry(value, path, 'wildcard');
  const fieldPath = `${path}.${name}`;
  const field = resolveField(name, fieldPath, ctx, ['text', 'keyword']);
  const { pattern, caseInsensitive, boost } = patternOptions(raw, fieldPath, 'wildcard');
  // Text fields match case-insensitively anywhere (pg_trgm indexes ILIKE); keywords exactly.
  const op = field.def.kind === 'text' || caseInsensitive ? 'ILIKE' : 'LIKE';
  const like = field.def.kind === 'text' ? `%${wildcardToLike(pattern)}%` : wildcardToLike(pattern);
  ctx.selective = true;
  ctx.clauses.push(`${path}: ${field.name} ${op} pattern (pg_trgm)`);
  return {
    where: `${field.def.column} ${op} ${ctx.params.add(like)}`,
    score: constScore(scoring, boost),
  };
};

const geoDistance: Handler = (value, path, ctx, scoring) => {
  const options = requireObject(value, path);
  const boost = parseBoost(options.boost, `${path}.boost`);
  if (options.distance_type !== undefined && options.distance_type !== 'arc')
    throw searchError(`${path}.distance_type`, 'Only "arc" (great-circle) distances are supported');
  const fieldNames = Object.keys(options).filter(
    (k) => !['distance', 'distance_type', 'boost'].includes(k),
  );
  if (fieldNames.length !== 1)
    throw searchError(
      path,
      `geo_distance takes distance and exactly one geo field, got ${fieldNames.length}`,
    );
  const name = fieldNames[0] as string;
  const field = resolveField(name, `${path}.${name}`, ctx, ['geo']);
  const point = parseGeoPoint(options[name], `${path}.${name}`);
  const km = parseDistanceKm(options.distance, `${path}.distance`);
  ctx.clauses.push(`${path}: ${field.name} within ${km} km (haversine)`);
  ctx.selective = true;
  return {
    where: withinDistanceSql(
      field.def.lat as string,
      field.def.lng as string,
      point,
      km,
      ctx.params,
    ),
    score: constScore(scoring, boost),
  };
};

const matchAll: Handler = (value, path, ctx, scoring) => {
  const options = requireObject(value, path);
  checkKeys(options, ['boost'], path, 'match_all');
  ctx.clauses.push(`${path}: every document`);
  return { where: 'TRUE', score: constScore(scoring, parseBoost(options.boost, `${path}.boost`)) };
};

function asList(value: unknown, path: string): { value: unknown; path: string }[] {
  if (Array.isArray(value)) {
    if (value.length > 100) throw searchError(path, 'At most 100 clauses');
    return value.map((entry, i) => ({ value: entry, path: `${path}[${i}]` }));
  }
  return [{ value, path }];
}

/** minimum_should_match: 2, -1, "75%", "-25%" of the should clauses. */
function requiredShould(value: unknown, count: number, path: string): number {
  let required: number;
  if (typeof value === 'number' && Number.isInteger(value)) required = value;
  else if (typeof value === 'string' && /^-?\d{1,3}%$/.test(value)) {
    const percent = Number(value.slice(0, -1));
    required =
      percent < 0
        ? count - Math.floor((count * -percent) / 100)
        : Math.floor((count * percent) / 100);
  } else if (typeof value === 'string' && /^-?\d{1,4}$/.test(value)) required = Number(value);
  else throw searchError(path, 'Expected an integer or a percentage such as "75%"');
  if (required < 0) required = count + required;
  return Math.max(0, Math.min(count, required));
}

const bool: Handler = (value, path, ctx, scoring, depth) => {
  const options = requireObject(value, path);
  checkKeys(
    options,
    ['must', 'should', 'filter', 'must_not', 'minimum_should_match', 'boost'],
    path,
    'bool',
  );
  const boost = parseBoost(options.boost, `${path}.boost`);
  const compileAll = (key: string, inScoring: boolean) =>
    options[key] === undefined
      ? []
      : asList(options[key], `${path}.${key}`).map((entry) =>
          compileQuery(entry.value, entry.path, ctx, inScoring, depth + 1),
        );
  const must = compileAll('must', scoring);
  const filter = compileAll('filter', false);
  // Excluding matches narrows nothing down: keep the separate capped count for such bodies.
  const selectiveBefore = ctx.selective;
  const mustNot = compileAll('must_not', false);
  ctx.selective = selectiveBefore;
  const should = compileAll('should', scoring);
  const required =
    options.minimum_should_match === undefined
      ? must.length + filter.length === 0 && should.length > 0
        ? 1
        : 0
      : requiredShould(options.minimum_should_match, should.length, `${path}.minimum_should_match`);
  const where = [
    ...must.map((c) => c.where),
    ...filter.map((c) => c.where),
    ...mustNot.map((c) => `(${c.where}) IS NOT TRUE`),
  ].map((w) => `(${w})`);
  if (required === 1) where.push(`(${should.map((c) => c.where).join(' OR ')})`);
  else if (required > 1) {
    const matched = should.map((c) => `(CASE WHEN ${c.where} THEN 1 ELSE 0 END)`).join(' + ');
    where.push(`(${matched}) >= ${required}`);
  }
  if (!scoring) return { where: where.join(' AND ') || 'TRUE', score: null };
  const scores = [
    ...must.flatMap((c) => (c.score === null ? [] : [c.score])),
    ...should.flatMap((c) =>
      c.score === null ? [] : [`(CASE WHEN ${c.where} THEN ${c.score} ELSE 0 END)`],
    ),
  ];
  const empty = must.length + filter.length + mustNot.length + should.length === 0;
  const score =
    scores.length > 0 ? boosted(scores.join(' + '), boost) : empty ? String(boost) : null;
  return { where: where.join(' AND ') || 'TRUE', score };
};

const HANDLERS: Readonly<Record<string, Handler>> = {
  bool,
  match,
  match_phrase: matchPhrase,
  multi_match: multiMatch,
  term,
  terms,
  range,
  exists,
  ids,
  prefix,
  wildcard,
  geo_distance: geoDistance,
  match_all: matchAll,
};

export const SUPPORTED_CLAUSES = Object.keys(HANDLERS);

export function compileQuery(
  node: unknown,
  path: string,
  ctx: CompileContext,
  scoring: boolean,
  depth = 0,
): Compiled {
  if (depth > MAX_DEPTH) throw searchError(path, `Queries nest at most ${MAX_DEPTH} levels`);
  ctx.count += 1;
  if (ctx.count > MAX_CLAUSES) throw searchError(path, `At most ${MAX_CLAUSES} clauses per query`);
  const object = requireObject(node, path);
  const keys = Object.keys(object);
  if (keys.length !== 1) {
    throw searchError(
      path,
      keys.length === 0
        ? 'An empty clause; use {"match_all": {}}'
        : `One clause per object, got ${keys.join(', ')}`,
    );
  }
  const type = keys[0] as string;
  const handler = Object.hasOwn(HANDLERS, type) ? HANDLERS[type] : undefined;
  if (handler === undefined) {
    throw searchError(
      `${path}.${type}`,
      `Unsupported query clause "${type}"; supported: ${SUPPORTED_CLAUSES.join(', ')}`,
    );
  }
  return handler(object[type], `${path}.${type}`, ctx, scoring, depth);
}
