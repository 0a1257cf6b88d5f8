/** Freelancer searches: nearest first, by services, with match scores against a job. */
import { USER_STATUS, ROLES, type FreelancerSearchHit, type LatLng } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { haversineSql, searchError, type SqlParams } from '../../search-engine';
import { toRatingSummary, type RatingColumns } from '../reviews';
import { toPublicProfile, USER_PUBLIC_COLUMNS, type PublicProfileRow } from '../users';

export const FREELANCER_COLUMNS = USER_PUBLIC_COLUMNS;

/** Active freelancers of the tenant, optionally offering any of the services. */
export function freelancerScope(
  params: SqlParams,
  tenantId: string,
  serviceIds: readonly string[] | undefined,
): string {
  const parts = [
    `t.tenant_id = ${params.add(tenantId)}`,
    `t.status = ${USER_STATUS.active}`,
    `t.role = ${ROLES.freelancer}`,
  ];
  if (serviceIds !== undefined && serviceIds.length > 0)
    parts.push(`t.services ?| ${params.add(serviceIds)}::text[]`);
  return parts.join(' AND ');
}

export function distanceSql(point: LatLng, params: SqlParams): string {
  return haversineSql('t.latitude', 't.longitude', point, params);
}

export interface FreelancerRow extends PublicProfileRow, RatingColumns {
  distance_km: number | null;
  total: number | string;
}

export function toSearchHit(row: FreelancerRow, hideRate: boolean): FreelancerSearchHit {
  return {
    ...toPublicProfile(row, { hideRate }),
    distanceKm: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 10) / 10,
    rating: toRatingSummary(row),
  };
}

/** Opaque page cursors: the offset of the next page, encoded. */
export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined, path: string): number {
  if (cursor === undefined || cursor === null) return 0;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (typeof value === 'object' && value !== null && 'o' in value) {
      const offset = (value as { o: unknown }).o;
      if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0 && offset <= 10_000)
        return offset;
    }
  } catch {
    // falls through to the 400 below
  }
  throw searchError(path, 'Not a cursor of this search: pass the nextCursor of the previous page');
}

export async function queryFreelancers(
  db: Queryable,
  sql: string,
  params: SqlParams,
): Promise<FreelancerRow[]> {
  return (await db.query<FreelancerRow>(sql, params.values)).rows;
}
