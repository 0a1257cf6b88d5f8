/**
 * Field maps: which public field names a search body may use on an index, what each may do
 * (full-text, equality, range, geo, sort) and the SQL column behind it. Only names listed here
 * reach SQL, and only as these trusted expressions; caller values always travel as parameters.
 * The table alias is always `t`. Each index's map lives with its domain (IndexDefinition).
 */

/**
 * text: analysed ('english') full-text through a tsvector; prefix/wildcard on the column (pg_trgm).
 * keyword: exact equality. keywords: a JSONB array of keywords (equality on any element).
 * geo: latitude/longitude columns.
 */
export type FieldKind = 'text' | 'keyword' | 'keywords' | 'number' | 'date' | 'boolean' | 'geo';

export interface FieldDef {
  kind: FieldKind;
  /** SQL expression of the value (for geo: unused, see lat/lng). */
  column: string;
  /**
   * text fields: the tsvector holding just this field. When the field is part of the index's
   * stored (GIN-indexed) vector, `inVector` adds that vector as an indexed pre-filter.
   */
  vector?: string;
  inVector?: boolean;
  /**
   * The field's weight label in the stored vector when no other field shares it: word queries
   * then run as `word:A` against the stored vector (one GIN lookup, no per-row re-parsing).
   */
  weight?: 'A' | 'B' | 'C';
  lat?: string;
  lng?: string;
  sortable?: boolean;
  /**
   * number fields over a bigint column (amounts in minor units, docs/payments.md#amounts):
   * values are compared as whole numbers, so the column's btree indexes serve ranges.
   */
  integer?: boolean;
  /** Hidden (not searchable, sortable or returned) when the tenant hides freelancer rates. */
  rate?: boolean;
  /**
   * The column is NOT NULL: a descending sort is written `DESC` (not `DESC NULLS LAST`, the
   * same order here), so a `DESC` index serves it (docs/search.md#plans-and-indexes).
   */
  notNull?: boolean;
}

export interface IndexFields {
  table: string;
  idColumn: string;
  /** The stored, GIN-indexed tsvector of the table, or null. */
  vector: string | null;
  fields: Readonly<Record<string, FieldDef>>;
  /** Other accepted names for fields (e.g. `status` for `jobStatus`). */
  aliases: Readonly<Record<string, string>>;
  /** multi_match without `fields` and `_all`/`*` searches these; null: the whole stored vector. */
  defaultTextFields: readonly string[];
  /** ORDER BY when neither `sort` nor a scoring clause says otherwise. */
  defaultOrder: string;
}

export const text = (
  column: string,
  vector: string,
  inVector: boolean,
  sortable = false,
): FieldDef => ({
  kind: 'text',
  column,
  vector,
  inVector,
  sortable,
});
export const keyword = (column: string, sortable = true): FieldDef => ({
  kind: 'keyword',
  column,
  sortable,
});
export const num = (column: string): FieldDef => ({ kind: 'number', column, sortable: true });
/** An amount of money in minor units (a bigint column). */
export const amount = (column: string): FieldDef => ({
  kind: 'number',
  column,
  sortable: true,
  integer: true,
});
export const date = (column: string, notNull = false): FieldDef => ({
  kind: 'date',
  column,
  sortable: true,
  notNull,
});
/** A text field holding one weight of the stored vector alone. */
export const weighted = (column: string, letter: 'A' | 'B' | 'C', sortable = false): FieldDef => ({
  kind: 'text',
  column,
  vector: `ts_filter(t.search_vector, '{${letter.toLowerCase()}}')`,
  inVector: true,
  weight: letter,
  sortable,
});
/** A text field's own vector, computed per row (for fields outside the stored vector). */
export const ownVector = (column: string) => `to_tsvector('english', coalesce(${column}, ''))`;
