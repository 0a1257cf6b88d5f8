/**
 * The search engine: Elasticsearch-style bodies translated to parameterised SQL over one
 * index's table (docs/search.md). Generic: indexes are defined with their domains
 * (IndexDefinition) and registered by the composition root.
 */
export { createSearchEngine, searchable, type SearchEngine, type SearchableIndex } from './engine';
export { searchError } from './errors';
export {
  amount,
  date,
  keyword,
  num,
  ownVector,
  text,
  weighted,
  type FieldDef,
  type IndexFields,
} from './fields';
export { haversineSql } from './geo';
export {
  stateFilterRefused,
  type IndexDefinition,
  type Permission,
  type Viewer,
} from './index-definition';
export { buildSearch, executeSearch, type RankedRow, type RunOptions } from './run';
export { queryWords, SqlParams, tsqueryText } from './sql';
