import type {
  AttachedUser,
  IdentityStatus,
  Me,
  PublicProfile,
  Role,
  UserSurveyLegend,
} from '@mp/contracts';
import {
  DatabaseError,
  UNIQUE_VIOLATION,
  toJson,
  type Queryable,
  type SqlParam,
} from '../../db/types';
import { httpErrors } from '../../http/errors';
import { walletOf, type Wallet } from '../credits';
import { requireCoverImage } from './cover-image';

export interface UserRow {
  tenant_id: string;
  id: string;
  name: string;
  email: string;
  username: string;
  role: Role;
  profile_picture: string | null;
  cover_image_profile: string | null;
  is_approved: boolean;
  is_customer_organisation: boolean;
  custom_menu: unknown;
  reviewing_jobs: unknown;
  freelancer_role: 0 | 1 | 2 | null;
  status: number;
  survey_legend: UserSurveyLegend | null;
  title: string;
  description: string;
  skills: string[];
  services: string[];
  hourly_rate: number | null;
  location: string;
  latitude: number | null;
  longitude: number | null;
  references: PublicProfile['references'];
  identity_status: IdentityStatus;
}

/** The columns a public profile is made of (never e-mail, credits or account state). */
export type PublicProfileRow = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'username'
  | 'role'
  | 'profile_picture'
  | 'cover_image_profile'
  | 'freelancer_role'
  | 'is_customer_organisation'
  | 'title'
  | 'description'
  | 'skills'
  | 'services'
  | 'hourly_rate'
  | 'location'
  | 'latitude'
  | 'longitude'
  | 'references'
  | 'identity_status'
>;

export const USER_COLUMNS = `tenant_id, id, name, email, username, role, profile_picture, cover_image_profile,
  is_approved, is_customer_organisation, custom_menu, reviewing_jobs, freelancer_role, status, survey_legend, title, description, skills, services,
  hourly_rate, location, latitude, longitude, "references", identity_status`;

export const USER_STATUS_DEACTIVATED = 1;

export async function findUser(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE tenant_id = $1 AND id = $2`,
    [tenantId, userId],
  );
  return result.rows[0] ?? null;
}

export async function findUserByUsername(
  db: Queryable,
  tenantId: string,
  username: string,
): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE tenant_id = $1 AND username = $2`,
    [tenantId, username],
  );
  return result.rows[0] ?? null;
}

export async function findUserByEmail(
  db: Queryable,
  tenantId: string,
  email: string,
): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE tenant_id = $1 AND lower(email) = lower($2)`,
    [tenantId, email],
  );
  return result.rows[0] ?? null;
}

/** An active user of this tenant, or 404: other tenants' and deactivated users are invisible. */
export async function requireVisibleUser(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<UserRow> {
  const user = await findUser(db, tenantId, userId);
  if (user === null || user.status === USER_STATUS_DEACTIVATED) throw httpErrors.userNotFound();
  return user;
}

export async function listAttachedUsers(
  db: Queryable,
  tenantId: string,
  ownerId: string,
): Promise<AttachedUser[]> {
  const result = await db.query<{
    id: string;
    name: string;
    email: string;
    role: Role;
    profile_picture: string | null;
  }>(
    `SELECT u.id, u.name, u.email, u.role, u.profile_picture
       FROM user_attachments a
       JOIN users u ON u.tenant_id = a.tenant_id AND u.id = a.attached_id
      WHERE a.tenant_id = $1 AND a.owner_id = $2 AND u.status <> ${USER_STATUS_DEACTIVATED}
      ORDER BY a.created_at, u.id`,
    [tenantId, ownerId],
  );
  return result.rows.map((row) => ({
    userId: row.id,
    name: row.name,
    email: row.email,
    roles: row.role,
    profilePicture: row.profile_picture,
  }));
}

export function toPublicProfile(
  row: PublicProfileRow,
  options: { hideRate: boolean },
): PublicProfile {
  return {
    userId: row.id,
    name: row.name,
    username: row.username,
    roles: row.role,
    profilePicture: row.profile_picture,
    coverImageProfile: row.cover_image_profile,
    freelancerRole: row.freelancer_role,
    isCustomerOrganisation: row.is_customer_organisation,
    title: row.title,
    description: row.description,
    skills: row.skills,
    services: row.services,
    hourlyRate: options.hideRate ? null : row.hourly_rate,
    location: row.location,
    coordinates:
      row.latitude === null || row.longitude === null
        ? null
        : { lat: row.latitude, lng: row.longitude },
    references: row.references,
    verified: row.identity_status === 'verified',
  };
}

/** The caller's record; their credits are the ledger's balances (docs/payments.md#credits). */
export function toMe(row: UserRow, attachedUsers: AttachedUser[], wallet: Wallet): Me {
  return {
    ...toPublicProfile(row, { hideRate: false }),
    tenantId: row.tenant_id,
    email: row.email,
    isApproved: row.is_approved,
    custom_menu: row.custom_menu ?? null,
    reviewingJobs: row.reviewing_jobs ?? null,
    attachedUsers,
    ownCredits: { availableCredits: wallet.credits },
    credits: { availableAllowance: wallet.allowance },
    status: row.status,
    surveyLegend: row.survey_legend,
  };
}

export async function loadMe(db: Queryable, tenantId: string, userId: string): Promise<Me> {
  const row = await findUser(db, tenantId, userId);
  if (row === null) throw httpErrors.userNotFound();
  const attached = await listAttachedUsers(db, tenantId, userId);
  return toMe(row, attached, await walletOf(db, tenantId, userId));
}

/** The editable profile fields; each section of an update maps onto some of them. */
export interface ProfileChanges {
  name?: string;
  title?: string;
  description?: string;
  profilePicture?: string | null;
  coverImageProfile?: string | null;
  hourlyRate?: number | null;
  skills?: string[];
  services?: string[];
  location?: string;
  coordinates?: { lat: number; lng: number } | null;
  username?: string;
  surveyLegend?: UserSurveyLegend;
}

type Assignment = [column: string, value: SqlParam, cast?: string];

function assignments(changes: ProfileChanges): Assignment[] {
  const list: Assignment[] = [];
  const set = (column: string, value: SqlParam | undefined, cast?: string) => {
    if (value !== undefined)
      list.push(cast === undefined ? [column, value] : [column, value, cast]);
  };
  set('name', changes.name);
  set('title', changes.title);
  set('description', changes.description);
  set('profile_picture', changes.profilePicture);
  set('cover_image_profile', changes.coverImageProfile);
  set('hourly_rate', changes.hourlyRate);
  set('skills', changes.skills === undefined ? undefined : toJson(changes.skills), 'jsonb');
  set('services', changes.services === undefined ? undefined : toJson(changes.services), 'jsonb');
  set('location', changes.location);
  if (changes.coordinates !== undefined) {
    set('latitude', changes.coordinates?.lat ?? null);
    set('longitude', changes.coordinates?.lng ?? null);
  }
  set('username', changes.username);
  set(
    'survey_legend',
    changes.surveyLegend === undefined ? undefined : toJson(changes.surveyLegend),
    'jsonb',
  );
  return list;
}

async function requireKnownIds(
  db: Queryable,
  table: 'skills' | 'services',
  tenantId: string,
  ids: string[] | undefined,
  field: string,
): Promise<void> {
  if (ids === undefined || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const found = await db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE tenant_id = $1 AND id = ANY($2::text[])`,
    [tenantId, unique],
  );
  const known = new Set(found.rows.map((row) => row.id));
  const unknown = unique.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw httpErrors.unprocessable(`Unknown ${table}: ${unknown.join(', ')}`, [
      {
        path: field,
        message: `Not a ${table === 'skills' ? 'skill' : 'service'} of this tenant: ${unknown.join(', ')}`,
      },
    ]);
  }
}

/**
 * Writes the changes to one user of one tenant; skills and services must be the tenant's own,
 * and a cover image one of `uploaderIds`' uploads (the user's own; an acting administrator's too).
 */
export async function applyProfileChanges(
  tx: Queryable,
  tenantId: string,
  userId: string,
  changes: ProfileChanges,
  fieldPrefix: string,
  uploaderIds: readonly string[] = [userId],
): Promise<void> {
  await requireKnownIds(tx, 'skills', tenantId, changes.skills, `${fieldPrefix}.skills`);
  await requireKnownIds(tx, 'services', tenantId, changes.services, `${fieldPrefix}.services`);
  if (typeof changes.coverImageProfile === 'string') {
    const field = `${fieldPrefix}.coverImageProfile`;
    await requireCoverImage(tx, tenantId, changes.coverImageProfile, uploaderIds, field);
  }
  const list = assignments(changes);
  if (list.length === 0) return;
  const sets = list.map(
    ([column, , cast], index) => `${column} = $${index + 3}${cast ? `::${cast}` : ''}`,
  );
  try {
    await tx.query(
      `UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE tenant_id = $1 AND id = $2`,
      [tenantId, userId, ...list.map(([, value]) => value)],
    );
  } catch (error) {
    if (error instanceof DatabaseError && error.code === UNIQUE_VIOLATION) {
      throw httpErrors.conflict('That username is taken', [
        { path: `${fieldPrefix}.username`, message: 'That username is taken' },
      ]);
    }
    throw error;
  }
}
