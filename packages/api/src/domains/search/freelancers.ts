/** Freelancer searches: nearest first, by services, with match scores against a job. */
import {
  USER_STATUS,
  ROLES,
  type FreelancerAgency,
  type FreelancerSearchHit,
  type LatLng,
} from '@mp/contracts';
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

/**
 * The freelancer's agency as JSON: the one they are an agency freelancer of, else the one their
 * agency company owns (docs/search.md#agency-filter).
 */
export const AGENCY_SQL = `(SELECT json_build_object('id', a.id, 'name', a.name,
     'role', CASE WHEN a.owner_id = t.id THEN 'owner' ELSE 'member' END)
     FROM agencies a
    WHERE a.tenant_id = t.tenant_id
      AND (a.owner_id = t.id OR EXISTS (SELECT 1 FROM agency_members m
            WHERE m.tenant_id = a.tenant_id AND m.agency_id = a.id AND m.member_id = t.id))
    ORDER BY (a.owner_id = t.id), a.position, a.id LIMIT 1) AS agency`;

/**
 * Narrows a search to one agency of the tenant: its agency company and its agency freelancers.
 * An id that is no agency of this tenant (another tenant's included) is a 400 naming the field.
 */
export async function agencyFilterSql(
  db: Queryable,
  params: SqlParams,
  tenantId: string,
  agencyId: string | undefined,
): Promise<string> {
  if (agencyId === undefined) return 'TRUE';
  const found = await db.query<{ id: string }>(
    'SELECT id FROM agencies WHERE tenant_id = $1 AND id = $2',
    [tenantId, agencyId],
  );
  if (found.rows.length === 0)
    throw searchError(
      'body.agencyId',
      'No such agency in this tenant (see GET /freelancer/agencies)',
    );
  const tenant = params.add(tenantId);
  const agency = params.add(agencyId);
  return `(EXISTS (SELECT 1 FROM agency_members m WHERE m.tenant_id = ${tenant}
             AND m.agency_id = ${agency} AND m.member_id = t.id)
        OR EXISTS (SELECT 1 FROM agencies a WHERE a.tenant_id = ${tenant}
             AND a.id = ${agency} AND a.owner_id = t.id))`;
}

export function distanceSql(point: LatLng, params: SqlParams): string {
  return haversineSql('t.latitude', 't.longitude', point, params);
}

export interface FreelancerRow extends PublicProfileRow, RatingColumns {
  distance_km: number | null;
  agency: FreelancerAgency | string | null;
  total: number | string;
}

export function toSearchHit(row: FreelancerRow, hideRate: boolean): FreelancerSearchHit {
  return {
    ...toPublicProfile(row, { hideRate }),
    distanceKm: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 10) / 10,
    rating: toRatingSummary(row),
    agency: toAgency(row.agency),
  };
}

/** PostgreSQL answers json as text, PGlite as an object. */
function toAgency(value: FreelancerAgency | string | null): FreelancerAgency | null {
  if (value === null) return null;
  const agency = typeof value === 'string' ? (JSON.parse(value) as FreelancerAgency) : value;
  return { id: agency.id, name: agency.name, role: agency.role };
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
