/**
 * The row every domain's "what needs this user" query answers, and its dashboard item
 * (docs/dashboard.md). Each domain writes its own query; the dashboard domain merges them.
 */
import type { DashboardItem, DashboardItemKind } from '@mp/contracts';
import { isoTime } from './time';

export interface PendingItemRow {
  id: string;
  at: Date | string;
  title: string;
  job_id: string | null;
  job_title: string | null;
  person_id: string | null;
  person_name: string | null;
  person_picture: string | null;
  amount: number | string | null;
  count: number | null;
  status: string | null;
}

/** The person columns of a query that joins the person as `alias`. */
export function personColumns(alias: string): string {
  return `${alias}.id AS person_id, ${alias}.name AS person_name, ${alias}.profile_picture AS person_picture`;
}

/** How many of each kind a dashboard query reads at most. */
export const PENDING_ITEMS_LIMIT = 50;

export function toDashboardItem(
  kind: DashboardItemKind,
  row: PendingItemRow,
  link: string,
): DashboardItem {
  return {
    id: `${kind}:${row.id}`,
    kind,
    at: isoTime(row.at),
    link,
    title: row.title,
    jobTitle: row.job_title,
    person:
      row.person_id !== null && row.person_name !== null
        ? { userId: row.person_id, name: row.person_name, profilePicture: row.person_picture }
        : null,
    amount: row.amount === null ? null : Math.round(Number(row.amount)),
    count: row.count,
    status: row.status,
  };
}

/** A path with one encoded segment or query value. */
export function pathWith(path: string, value: string): string {
  return `${path}${encodeURIComponent(value)}`;
}
