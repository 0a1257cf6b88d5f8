/**
 * The Elasticsearch-style body (query, sort, from, size, min_score) as SQL fragments over one
 * index's table (alias `t`). Pure: no database access; values go to `params`.
 */
import { SEARCH_DEFAULT_SIZE, SEARCH_MAX_FROM, SEARCH_MAX_SIZE } from '@mp/contracts';
import { compileQuery, resolveField, type CompileContext } from './clauses';
import { checkKeys, requireObject, searchError } from './errors';
import type { IndexFields } from './fields';
import { haversineSql } from './geo';
import type { SqlParams } from './sql';
import { parseGeoPoint } from './values';

export interface SearchBody {
  query?: Record<string, unknown> | undefined;
  sort?: unknown;
  size?: number | undefined;
  from?: number | undefined;
  min_score?: number | undefined;
}

export interface TranslateOptions {
  indexName: string;
  index: IndexFields;
  params: SqlParams;
  /** Field name -> why it may not be used by this caller. */
  hidden?: ReadonlyMap<string, string>;
  now?: Date;
}

export interface TranslatedSearch {
  /** The query's condition over `t` (permission filters are added by the caller). */
  where: string;
  /** The relevance expression (a constant when nothing scores). */
  score: string;
  /** ORDER BY items; may refer to the output column `_score`. */
  orderBy: string;
  /** How many parameters `where` uses (sorting adds more after them). */
  whereParams: number;
  limit: number;
  offset: number;
  clauses: string[];
  /** The query narrows by full-text, pattern or distance (see CompileContext.selective). */
  selective: boolean;
  /**
   * The order starts with relevance (`_score`) and nothing after it scores: the ORDER BY of
   * the items after the leading `_score` ones (the candidate order of a bounded relevance
   * search, docs/search.md#bounded-relevance). Null otherwise.
   */
  candidateOrder: string | null;
  /** The first ORDER BY item is a plain column, which an index can hand out in order. */
  pagedByColumn: boolean;
}

const ORDERS = ['asc', 'desc'] as const;

function parseOrder(value: unknown, path: string): 'ASC' | 'DESC' {
  if (typeof value === 'string' && (ORDERS as readonly string[]).includes(value.toLowerCase()))
    return value.toUpperCase() as 'ASC' | 'DESC';
  throw searchError(path, 'order is "asc" or "desc"');
}

interface SortItem {
  sql: string;
  byScore: boolean;
  /** A plain column (not a distance, a lower-cased text or the relevance). */
  column: boolean;
}

function fieldSort(name: string, options: unknown, path: string, ctx: CompileContext): SortItem {
  if (name === '_score' || name === '_doc') {
    const order =
      options === undefined
        ? name === '_score'
          ? 'DESC'
          : 'ASC'
        : typeof options === 'string'
          ? parseOrder(options, path)
          : (() => {
              const object = requireObject(options, path);
              checkKeys(object, ['order'], path, 'sort');
              return parseOrder(
                object.order ?? (name === '_score' ? 'desc' : 'asc'),
                `${path}.order`,
              );
            })();
    return name === '_score'
      ? { sql: `_score ${order}`, byScore: true, column: false }
      : { sql: `${ctx.index.idColumn} ${order}`, byScore: false, column: true };
  }
  if (name === '_geo_distance') return geoSort(options, path, ctx);
  const field = resolveField(name, path, ctx);
  if (field.def.sortable !== true)
    throw searchError(path, `Field "${name}" is not sortable in index ${ctx.indexName}`);
  let order: 'ASC' | 'DESC' = 'ASC';
  let nulls: string | null = null;
  if (typeof options === 'string') order = parseOrder(options, path);
  else if (options !== undefined) {
    const object = requireObject(options, path);
    checkKeys(object, ['order', 'missing'], path, 'sort');
    if (object.order !== undefined) order = parseOrder(object.order, `${path}.order`);
    if (object.missing !== undefined) {
      if (object.missing !== '_last' && object.missing !== '_first')
        throw searchError(`${path}.missing`, 'missing is "_last" or "_first"');
      nulls = object.missing === '_first' ? 'NULLS FIRST' : 'NULLS LAST';
    }
  }
  const text = field.def.kind === 'text';
  const column = text ? `lower(${field.def.column})` : field.def.column;
  // Without NULLs, DESC NULLS LAST is plain DESC: written so, a DESC index serves it.
  const nullsSql = nulls ?? (order === 'DESC' && field.def.notNull === true ? null : 'NULLS LAST');
  return {
    sql: nullsSql === null ? `${column} ${order}` : `${column} ${order} ${nullsSql}`,
    byScore: false,
    column: !text,
  };
}

function geoSort(options: unknown, path: string, ctx: CompileContext): SortItem {
  const object = requireObject(options, path);
  let order: 'ASC' | 'DESC' = 'ASC';
  let geo: { name: string; value: unknown } | null = null;
  for (const [key, value] of Object.entries(object)) {
    if (key === 'order') order = parseOrder(value, `${path}.order`);
    else if (key === 'unit' || key === 'distance_type') continue;
    else if (geo === null) geo = { name: key, value };
    else throw searchError(`${path}.${key}`, '_geo_distance sorts by one geo field');
  }
  if (geo === null) throw searchError(path, '_geo_distance needs a geo field and a point');
  const field = resolveField(geo.name, `${path}.${geo.name}`, ctx, ['geo']);
  const point = parseGeoPoint(geo.value, `${path}.${geo.name}`);
  const distance = haversineSql(
    field.def.lat as string,
    field.def.lng as string,
    point,
    ctx.params,
  );
  return { sql: `${distance} ${order} NULLS LAST`, byScore: false, column: false };
}

function parseSort(sort: unknown, ctx: CompileContext): SortItem[] {
  if (sort === undefined) return [];
  const entries = Array.isArray(sort) ? sort : [sort];
  if (entries.length > 10) throw searchError('body.sort', 'At most 10 sort entries');
  return entries.map((entry, i) => {
    const path = Array.isArray(sort) ? `body.sort[${i}]` : 'body.sort';
    if (typeof entry === 'string') return fieldSort(entry, undefined, path, ctx);
    const object = requireObject(entry, path);
    const keys = Object.keys(object);
    if (keys.length !== 1) throw searchError(path, 'A sort entry names one field');
    const name = keys[0] as string;
    return fieldSort(name, object[name], `${path}.${name}`, ctx);
  });
}

export function translateSearch(body: SearchBody, options: TranslateOptions): TranslatedSearch {
  const ctx: CompileContext = {
    indexName: options.indexName,
    index: options.index,
    params: options.params,
    hidden: options.hidden ?? new Map(),
    clauses: [],
    now: options.now ?? new Date(),
    count: 0,
    selective: false,
  };
  const compiled =
    body.query === undefined
      ? { where: 'TRUE', score: '1' }
      : compileQuery(body.query, 'body.query', ctx, true);
  const score = compiled.score ?? '0';
  const scored = compiled.score !== null && !/^[\d.]+$/.test(compiled.score);
  let where = compiled.where;
  if (body.min_score !== undefined) {
    if (!Number.isFinite(body.min_score) || body.min_score < 0)
      throw searchError('body.min_score', 'Expected a number of 0 or more');
    where = `(${where}) AND (${score}) >= ${ctx.params.add(body.min_score)}::float8`;
    ctx.clauses.push(`min_score: relevance at least ${body.min_score}`);
  }
  const whereParams = ctx.params.values.length;
  const sortItems = parseSort(body.sort, ctx);
  const items: SortItem[] =
    sortItems.length > 0
      ? sortItems
      : [
          ...(scored ? [{ sql: '_score DESC', byScore: true, column: false }] : []),
          { sql: ctx.index.defaultOrder, byScore: false, column: true },
        ];
  items.push({ sql: `${ctx.index.idColumn} ASC`, byScore: false, column: true });
  const order = items.map((item) => item.sql);
  const leadingScores = items.findIndex((item) => !item.byScore);
  const afterScores = items.slice(leadingScores);
  const size = body.size ?? SEARCH_DEFAULT_SIZE;
  const from = body.from ?? 0;
  if (!Number.isInteger(size) || size < 0) throw searchError('body.size', 'Expected 0 or more');
  if (!Number.isInteger(from) || from < 0 || from > SEARCH_MAX_FROM)
    throw searchError('body.from', `Expected 0 to ${SEARCH_MAX_FROM}`);
  return {
    where,
    score,
    orderBy: order.join(', '),
    whereParams,
    limit: Math.min(size, SEARCH_MAX_SIZE),
    offset: from,
    clauses: ctx.clauses,
    selective: ctx.selective,
    candidateOrder:
      leadingScores > 0 && afterScores.every((item) => !item.byScore)
        ? afterScores.map((item) => item.sql).join(', ')
        : null,
    pagedByColumn: items[0]?.column === true,
  };
}
