/**
 * Agencies and their members (docs/users.md#agencies): the agency an agency company owns, its
 * members (agency freelancers, sub-type 1) and the member counts of the agency list.
 */
import {
  API_ERROR_CODES,
  FREELANCER_ROLES,
  ROLES,
  type AgencyListItem,
  type AgencyMember,
  type AgencyMembersResponse,
} from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { HttpError } from '../../http/errors';
import { withoutNulls } from '../../tenancy';
import { USER_STATUS_DEACTIVATED, type UserRow } from './store';

interface AgencyRow {
  id: string;
  name: string;
  description: string | null;
  logo: string | null;
  website: string | null;
  ownerId: string | null;
  memberCount: number;
}

/** Built on use: users/store.ts is still loading when an import cycle reaches this module. */
const agencySelect = () => `SELECT a.id, a.name, a.description, a.logo, a.website,
    a.owner_id AS "ownerId",
    (SELECT count(*)::int FROM agency_members m
       JOIN users u ON u.tenant_id = m.tenant_id AND u.id = m.member_id
      WHERE m.tenant_id = a.tenant_id AND m.agency_id = a.id
        AND u.status <> ${USER_STATUS_DEACTIVATED}) AS "memberCount"
  FROM agencies a`;

function toAgency(row: AgencyRow): AgencyListItem {
  const { id, name, memberCount, ...optional } = row;
  return { id, name, ...withoutNulls(optional), memberCount };
}

export function agencyNotFound(): HttpError {
  return new HttpError(404, API_ERROR_CODES.agencyNotFound, 'No such agency in this tenant');
}

/** The tenant's agencies in display order, each with its active members counted. */
export async function listAgenciesWithCounts(
  db: Queryable,
  tenantId: string,
): Promise<AgencyListItem[]> {
  const result = await db.query<AgencyRow>(
    `${agencySelect()} WHERE a.tenant_id = $1 ORDER BY a.position, a.name, a.id`,
    [tenantId],
  );
  return result.rows.map(toAgency);
}

async function findAgency(
  db: Queryable,
  tenantId: string,
  where: 'id' | 'owner',
  value: string,
): Promise<AgencyListItem | null> {
  const column = where === 'id' ? 'a.id' : 'a.owner_id';
  const result = await db.query<AgencyRow>(
    `${agencySelect()} WHERE a.tenant_id = $1 AND ${column} = $2 ORDER BY a.position, a.id LIMIT 1`,
    [tenantId, value],
  );
  const row = result.rows[0];
  return row === undefined ? null : toAgency(row);
}

async function listMembers(
  db: Queryable,
  tenantId: string,
  agencyId: string,
): Promise<AgencyMember[]> {
  const result = await db.query<{
    id: string;
    name: string;
    username: string;
    title: string;
    profile_picture: string | null;
    added_at: Date | string;
  }>(
    `SELECT u.id, u.name, u.username, u.title, u.profile_picture, m.added_at
       FROM agency_members m
       JOIN users u ON u.tenant_id = m.tenant_id AND u.id = m.member_id
      WHERE m.tenant_id = $1 AND m.agency_id = $2 AND u.status <> ${USER_STATUS_DEACTIVATED}
      ORDER BY m.added_at, u.id`,
    [tenantId, agencyId],
  );
  return result.rows.map((row) => ({
    userId: row.id,
    name: row.name,
    username: row.username,
    title: row.title,
    profilePicture: row.profile_picture,
    addedAt: new Date(row.added_at).toISOString(),
  }));
}

/** An agency of the tenant with its active members, oldest first; 404 when there is none. */
export async function agencyWithMembers(
  db: Queryable,
  tenantId: string,
  agencyId: string,
): Promise<AgencyMembersResponse> {
  const agency = await findAgency(db, tenantId, 'id', agencyId);
  if (agency === null) throw agencyNotFound();
  return { agency, members: await listMembers(db, tenantId, agency.id) };
}

/**
 * The agency the caller owns. Only an agency company (sub-type 0) can own one; any other
 * freelancer, and a company the tenant gave no agency, owns none: 404 AGENCY_NOT_FOUND.
 */
export async function requireOwnAgency(
  db: Queryable,
  tenantId: string,
  caller: { userId: string; freelancerRole: number | null },
): Promise<AgencyListItem> {
  const agency =
    caller.freelancerRole === FREELANCER_ROLES.agencyCompany
      ? await findAgency(db, tenantId, 'owner', caller.userId)
      : null;
  if (agency === null) throw agencyNotFound();
  return agency;
}

/** Whether a user may join an agency: an active agency freelancer (sub-type 1). */
export function isAgencyFreelancer(user: UserRow | null): user is UserRow {
  return (
    user !== null &&
    user.status !== USER_STATUS_DEACTIVATED &&
    user.role === ROLES.freelancer &&
    user.freelancer_role === FREELANCER_ROLES.agencyFreelancer
  );
}

/** The agency a user belongs to, or null. */
export async function agencyOfMember(
  db: Queryable,
  tenantId: string,
  memberId: string,
): Promise<string | null> {
  const result = await db.query<{ agency_id: string }>(
    'SELECT agency_id FROM agency_members WHERE tenant_id = $1 AND member_id = $2',
    [tenantId, memberId],
  );
  return result.rows[0]?.agency_id ?? null;
}

export async function insertMember(
  db: Queryable,
  tenantId: string,
  agencyId: string,
  memberId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO agency_members (tenant_id, agency_id, member_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [tenantId, agencyId, memberId],
  );
}

/** Removes a member of the agency; false when the user was not one. */
export async function deleteMember(
  db: Queryable,
  tenantId: string,
  agencyId: string,
  memberId: string,
): Promise<boolean> {
  const result = await db.query(
    'DELETE FROM agency_members WHERE tenant_id = $1 AND agency_id = $2 AND member_id = $3',
    [tenantId, agencyId, memberId],
  );
  return result.rowCount > 0;
}
