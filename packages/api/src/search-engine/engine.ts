/**
 * The search engine of the DSL routes: the indexes registered with it, each searched with its
 * own row type (no casts), looked up by the body's `index`.
 */
import {
  API_ERROR_CODES,
  type SearchIndex,
  type SearchRequest,
  type SearchResponse,
} from '@mp/contracts';
import type { Queryable } from '../db/types';
import { HttpError } from '../http/errors';
import type { IndexDefinition, Viewer } from './index-definition';
import { runSearch, type RunOptions } from './run';

/** An index definition ready to be registered, its row type kept inside. */
export interface SearchableIndex {
  readonly name: SearchIndex;
  search(
    db: Queryable,
    viewer: Viewer,
    body: SearchRequest,
    options: RunOptions,
  ): Promise<SearchResponse>;
}

export function searchable<Row extends { id: string }>(
  definition: IndexDefinition<Row>,
): SearchableIndex {
  return {
    name: definition.name,
    search: (db, viewer, body, options) => runSearch(db, definition, viewer, body, options),
  };
}

export interface SearchEngine {
  /** The registered index, or 404 INDEX_NOT_FOUND as Elasticsearch answers a missing index. */
  index(name: SearchIndex): SearchableIndex;
  /** Searches the body's index for this viewer (tenant scope and permission filter first). */
  search(
    db: Queryable,
    viewer: Viewer,
    body: SearchRequest,
    options: RunOptions,
  ): Promise<SearchResponse>;
}

/** An engine over these indexes; an index not registered answers 404. */
export function createSearchEngine(indexes: readonly SearchableIndex[]): SearchEngine {
  const byName = new Map(indexes.map((index) => [index.name, index]));
  if (byName.size !== indexes.length) throw new Error('Two search indexes share a name');
  const index = (name: SearchIndex): SearchableIndex => {
    const found = byName.get(name);
    if (found === undefined) {
      throw new HttpError(
        404,
        API_ERROR_CODES.indexNotFound,
        `index "${name}" is not available yet`,
        [{ path: 'body.index', message: 'No such index on this deployment yet' }],
      );
    }
    return found;
  };
  return {
    index,
    search: (db, viewer, body, options) => index(body.index).search(db, viewer, body, options),
  };
}
