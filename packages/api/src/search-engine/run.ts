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
import { indexDefinition, type IndexDefinition, type Viewer } from './indexes';
import { SqlParams } from './sql';
import { translateSearch, type SearchBody } from './translate';

export interface BuiltSearch {
  definition: IndexDefinition;
  pageSql: string;
  countSql: string;
  params: SqlParams;
  /** The leading parameters the count query uses. */
  countParams: number;
  limit: number;
  offset: number;
  /** The page query also counts every match (count(*) OVER ()), see TranslatedSearch.selective. */
  countsInPage: boolean;
  clauses: string[];
  permissions: string[];
  include: readonly string[] | null;
}

function checkInclude(definition: IndexDefinition, include: readonly string[] | undefined) {
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

/** The SQL of a search (no database access): used by the routes, explain and the benchmark. */
export function buildSearch(
  viewer: Viewer,
  body: SearchBody & Pick<SearchRequest, 'index' | 'include'>,
  now = new Date(),
): BuiltSearch {
  const definition = indexDefinition(body.index);
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
  const from =
    permission.branches === undefined
      ? `FROM ${table} t
    WHERE t.tenant_id = ${tenant} AND (${permission.sql}) AND (${translated.where})`
      : `FROM (${permission.branches
          .map((branch) => `SELECT * FROM ${table} t WHERE t.tenant_id = ${tenant} AND (${branch})`)
          .join(' UNION ALL ')}) t
    WHERE ${translated.where}`;
  const countSql = `SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT ${SEARCH_TRACK_TOTAL_HITS + 1}) c`;
  const total = translated.selective ? ', count(*) OVER () AS _total' : '';
  // Late row lookup: the ordering and paging carry narrow rows (id, score, total); only the
  // page's rows are then read in full. The outer query repeats the order over the same columns.
  const limit = params.add(translated.limit);
  const offset = params.add(translated.offset);
  const pageSql = `SELECT ${definition.columns}, p._score${translated.selective ? ', p._total' : ''}
    FROM (SELECT ${definition.fields.idColumn} AS id, (${translated.score})::float8 AS _score${total} ${from}
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
    countsInPage: translated.selective,
    clauses: translated.clauses,
    permissions: [`tenant ${viewer.tenant.id} only`, ...permission.described],
    include,
  };
}

function pick(source: Record<string, unknown>, include: readonly string[] | null) {
  if (include === null) return source;
  return Object.fromEntries(include.map((key) => [key, source[key] ?? null]));
}

export interface SearchRows {
  /** Matches counted up to SEARCH_TRACK_TOTAL_HITS, as Elasticsearch tracks totals. */
  total: number;
  /** More matched than `total` says (Elasticsearch's relation `gte`). */
  totalIsLowerBound: boolean;
  rows: Record<string, unknown>[];
}

/** Executes a built search; `countOnly` skips the page query. Totals are capped here. */
export async function executeSearch(
  db: Queryable,
  built: BuiltSearch,
  countOnly = false,
): Promise<SearchRows> {
  const { total, rows } = await countAndPage(db, built, countOnly);
  return {
    total: Math.min(total, SEARCH_TRACK_TOTAL_HITS),
    totalIsLowerBound: total > SEARCH_TRACK_TOTAL_HITS,
    rows,
  };
}

async function countAndPage(
  db: Queryable,
  built: BuiltSearch,
  countOnly: boolean,
): Promise<{ total: number; rows: Record<string, unknown>[] }> {
  const count = async () =>
    (await db.query<{ n: number }>(built.countSql, built.params.values.slice(0, built.countParams)))
      .rows[0]?.n ?? 0;
  const page = () => db.query<Record<string, unknown>>(built.pageSql, built.params.values);
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

export async function runSearch(
  db: Queryable,
  viewer: Viewer,
  body: SearchRequest,
  options: { countOnly: boolean },
): Promise<SearchResponse> {
  const started = performance.now();
  const built = buildSearch({ ...viewer, countUnread: options.countOnly }, body);
  const { total, totalIsLowerBound, rows } = await executeSearch(db, built, options.countOnly);
  const hits: SearchHit[] = rows.map((row) => ({
    _id: String(row.id),
    _index: built.definition.name,
    _score: typeof row._score === 'number' ? row._score : Number(row._score),
    _source: pick(built.definition.toSource(row, viewer), built.include),
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
