/**
 * What an index is to the engine: its table and field map, the permission filter that is
 * always added (never removable by the body), the fields a caller may not use, and how a row
 * becomes the public `_source` document. Each index is defined with its domain and registered
 * with the engine by the composition root (src/registry.ts).
 */
import type { SearchIndex } from '@mp/contracts';
import { httpErrors } from '../http/errors';
import type { Caller } from '../http/route';
import type { Tenant } from '../tenancy';
import type { IndexFields } from './fields';
import type { SqlParams } from './sql';

export interface Viewer {
  tenant: Tenant;
  /** null: anonymous. */
  caller: Caller | null;
  /** 'public': /apis/v2/es (public fields, open jobs and freelancers only, whoever calls). */
  variant: 'private' | 'public';
  ignoreStateFilter: boolean;
  /** ?countUnread=1: the message index then counts only messages to the caller not yet read. */
  countUnread?: boolean;
}

export interface Permission {
  sql: string;
  /**
   * When set, the rows visible are the union of these disjoint conditions: each is searched as
   * its own branch (UNION ALL), so a branch such as "open jobs" can use the partial indexes
   * over open jobs. `sql` is then their OR (for readers of the plan).
   */
  branches?: string[];
  described: string[];
}

/** An index over rows of type Row (the columns `columns` selects, keyed by `id`). */
export interface IndexDefinition<Row extends { id: string }> {
  name: SearchIndex;
  fields: IndexFields;
  /** Selected columns (alias t): exactly the fields of Row. */
  columns: string;
  /** Top-level `_source` keys; `include` may choose among these only. */
  sourceFields: readonly string[];
  permission(viewer: Viewer, params: SqlParams): Permission;
  hidden(viewer: Viewer): ReadonlyMap<string, string>;
  toSource(row: Row, viewer: Viewer): Record<string, unknown>;
}

/** The 403 of an ignoreStateFilter the caller may not use. */
export function stateFilterRefused() {
  return httpErrors.forbidden(
    'ignoreStateFilter is allowed for administrators and for customers on their own jobs',
  );
}
