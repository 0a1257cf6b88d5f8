/**
 * Runs a search body against an index: tenant scope and permission filter first, then the
 * translated query; one capped count and one page query.
 */
import {
  SEARCH_TRACK_TOTAL_HITS,
  type SearchHit,
  type SearchRequest,
  type SearchResponse,
} from '@mp/contracts';
import type { Queryable } from '../db/types';
import { searchError } from './errors';
import type { IndexDefinition, Viewer } from './index-definition';
import { SqlParams } from './sql';
import { translateSearch, type SearchBody } from './translate';

/** A row of a page: the index's row with its score (and, when counted there, the total). */
export type RankedRow<Row> = Row & { _score: number | string; _total?: number | string };

export interface BuiltSearch<Row extends { id: string }> {
  definition: IndexDefinition<Row>;
  pageSql: string;
  countSql: string;
  params: SqlParams;
  /** The leading parameters the count query uses. */
  countParams: number;
  limit: number;
  offset: number;
  /**
   * The page query also counts (count(*) OVER ()): every match when its plan visits them all
   * anyway (full-text, pattern or distance not paged by an indexed column), or the bounded
   * candidates of a relevance search; otherwise a separate count stops after the cap.
   */
  countsInPage: boolean;
  clauses: string[];
  permissions: string[];
  include: readonly string[] | null;
}

function checkInclude<Row extends { id: string }>(
  definition: IndexDefinition<Row>,
  include: readonly string[] | undefined,
) {
  if (include === undefined) return null;
  include.forEach((name, i) => {
    if (!definition.sourceFields.includes(name)) {
      throw searchError(
        `body.include[${i}]`,
        `"${name}" is not a public field of index ${definition.name}; choose among ${definition.sourceFields.join(', ')}`,
      );
    }
  });
  return include;
}

/** The SQL of a search over one index (no database access): used by the routes and explain. */
export function buildSearch<Row extends { id: string }>(
  definition: IndexDefinition<Row>,
  viewer: Viewer,
  body: SearchBody & Pick<SearchRequest, 'include'>,
  now = new Date(),
): BuiltSearch<Row> {
  const include = checkInclude(definition, body.include);
  const params = new SqlParams();
  const tenant = params.add(viewer.tenant.id);
  const permission = definition.permission(viewer, params);
  const translated = translateSearch(body, {
    indexName: definition.name,
    index: definition.fields,
    params,
    hidden: definition.hidden(viewer),
    now,
  });
  const table = definition.fields.table;
  const bounded = translated.selective && translated.candidateOrder !== null;
  const from =
    permission.branches === undefined
      ? `FROM ${table} t
    WHERE t.tenant_id = ${tenant} AND (${permission.sql}) AND (${translated.where})`
      : `FROM (${permission.branches
          .map((branch) => `SELECT * FROM ${table} t WHERE t.tenant_id = ${tenant} AND (${branch})`)
          .join(' UNION ALL ')}) t
    WHERE ${translated.where}`;
  const countSql = `SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT ${SEARCH_TRACK_TOTAL_HITS + 1}) c`;
  const countsInPage = translated.selective && (bounded || !translated.pagedByColumn);
  const total = countsInPage ? ', count(*) OVER () AS _total' : '';
  // Bounded relevance (docs/search.md#bounded-relevance): the candidates are the first
  // SEARCH_TRACK_TOTAL_HITS + 1 matches in the order after relevance, ranked among themselves.
  const ranked = bounded
    ? `FROM (SELECT t.* ${from}
      ORDER BY ${translated.candidateOrder} LIMIT ${SEARCH_TRACK_TOTAL_HITS + 1}) t`
    : from;
  // Late row lookup: the ordering and paging carry narrow rows (id, score, total); only the
  // page's rows are then read in full. The outer query repeats the order over the same columns.
  const limit = params.add(translated.limit);
  const offset = params.add(translated.offset);
  const pageSql = `SELECT ${definition.columns}, p._score${countsInPage ? ', p._total' : ''}
    FROM (SELECT ${definition.fields.idColumn} AS id, (${translated.score})::float8 AS _score${total} ${ranked}
      ORDER BY ${translated.orderBy} LIMIT ${limit} OFFSET ${offset}) p
    JOIN ${definition.fields.table} t ON t.tenant_id = ${tenant} AND t.id = p.id
    ORDER BY ${translated.orderBy}`;
  return {
    definition,
    pageSql,
    countSql,
    params,
    countParams: translated.whereParams,
    limit: translated.limit,
    offset: translated.offset,
    countsInPage,
    clauses: translated.clauses,
    permissions: [`tenant ${viewer.tenant.id} only`, ...permission.described],
    include,
  };
}

function pick(source: Record<string, unknown>, include: readonly string[] | null) {
  if (include === null) return source;
  return Object.fromEntries(include.map((key) => [key, source[key] ?? null]));
}

export interface SearchRows<Row> {
  /** Matches counted up to SEARCH_TRACK_TOTAL_HITS, as Elasticsearch tracks totals. */
  total: number;
  /** More matched than `total` says (Elasticsearch's relation `gte`). */
  totalIsLowerBound: boolean;
  rows: RankedRow<Row>[];
}

/** Executes a built search; `countOnly` skips the page query. Totals are capped here. */
export async function executeSearch<Row extends { id: string }>(
  db: Queryable,
  built: BuiltSearch<Row>,
  countOnly = false,
): Promise<SearchRows<Row>> {
  const { total, rows } = await countAndPage(db, built, countOnly);
  return {
    total: Math.min(total, SEARCH_TRACK_TOTAL_HITS),
    totalIsLowerBound: total > SEARCH_TRACK_TOTAL_HITS,
    rows,
  };
}

async function countAndPage<Row extends { id: string }>(
  db: Queryable,
  built: BuiltSearch<Row>,
  countOnly: boolean,
): Promise<{ total: number; rows: RankedRow<Row>[] }> {
  const count = async () =>
    (await db.query<{ n: number }>(built.countSql, built.params.values.slice(0, built.countParams)))
      .rows[0]?.n ?? 0;
  const page = () => db.query<RankedRow<Row>>(built.pageSql, built.params.values);
  if (countOnly || built.limit === 0) return { total: await count(), rows: [] };
  if (!built.countsInPage) {
    const [total, result] = await Promise.all([count(), page()]);
    return { total, rows: result.rows };
  }
  const { rows } = await page();
  const first = rows[0];
  if (first !== undefined) return { total: Number(first._total), rows };
  return { total: built.offset === 0 ? 0 : await count(), rows };
}

export interface RunOptions {
  /** ?countUnread=1: only hits.total is answered. */
  countOnly: boolean;
}

/** A DSL body (docs/search.md) over one index: its hits with their public `_source`. */
export async function runSearch<Row extends { id: string }>(
  db: Queryable,
  definition: IndexDefinition<Row>,
  viewer: Viewer,
  body: SearchRequest,
  options: RunOptions,
): Promise<SearchResponse> {
  const started = performance.now();
  const built = buildSearch(definition, { ...viewer, countUnread: options.countOnly }, body);
  const { total, totalIsLowerBound, rows } = await executeSearch(db, built, options.countOnly);
  const hits: SearchHit[] = rows.map((row) => ({
    _id: row.id,
    _index: definition.name,
    _score: typeof row._score === 'number' ? row._score : Number(row._score),
    _source: pick(definition.toSource(row, viewer), built.include),
  }));
  const response: SearchResponse = {
    took: Math.round(performance.now() - started),
    timed_out: false,
    hits: {
      total: { value: total, relation: totalIsLowerBound ? 'gte' : 'eq' },
      max_score: hits.length === 0 ? null : Math.max(...hits.map((hit) => hit._score ?? 0)),
      hits,
    },
  };
  if (body.explain === true) {
    response.explain = {
      sql: built.pageSql.replace(/\s+/g, ' '),
      clauses: built.clauses,
      permissions: built.permissions,
    };
  }
  return response;
}
