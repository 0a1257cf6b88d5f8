/** The `users` search index (docs/search.md): public profile fields of active users only. */
import { FEATURES, isFeatureEnabled, ROLES, USER_STATUS } from '@mp/contracts';
import {
  amount,
  date,
  keyword,
  num,
  ownVector,
  stateFilterRefused,
  text,
  weighted,
  type IndexDefinition,
  type IndexFields,
  type Viewer,
} from '../../search-engine';
import { toPublicProfile, type PublicProfileRow } from './store';

/** Whether the tenant's hideFreelancerRate switch hides rates from this viewer. */
export function hidesRates(viewer: Viewer): boolean {
  return isFeatureEnabled(viewer.tenant.features, FEATURES.hideFreelancerRate, {
    tenantId: viewer.tenant.id,
    role: viewer.caller?.role ?? null,
    freelancerRole: viewer.caller?.freelancerRole ?? null,
  });
}

const USER_FIELDS: IndexFields = {
  table: 'users',
  idColumn: 't.id',
  vector: 't.search_vector',
  fields: {
    userId: keyword('t.id'),
    name: text('t.name', ownVector('t.name'), true, true),
    username: keyword('t.username'),
    roles: num('t.role'),
    freelancerRole: num('t.freelancer_role'),
    isCustomerOrganisation: { kind: 'boolean', column: 't.is_customer_organisation' },
    title: text('t.title', ownVector('t.title'), true),
    description: weighted('t.description', 'B'),
    location: weighted('t.location', 'C'),
    coordinates: { kind: 'geo', column: '', lat: 't.latitude', lng: 't.longitude' },
    skills: { kind: 'keywords', column: 't.skills' },
    services: { kind: 'keywords', column: 't.services' },
    hourlyRate: { ...amount('t.hourly_rate'), rate: true },
    createdAt: date('t.created_at'),
  },
  aliases: { id: 'userId', role: 'roles' },
  defaultTextFields: ['name', 'title', 'description', 'location'],
  defaultOrder: 't.name ASC',
};

const USER_SOURCE_FIELDS = [
  'userId',
  'name',
  'username',
  'roles',
  'profilePicture',
  'coverImageProfile',
  'freelancerRole',
  'isCustomerOrganisation',
  'title',
  'description',
  'skills',
  'services',
  'hourlyRate',
  'location',
  'coordinates',
  'references',
  'verified',
] as const;

/** Only what a public profile shows is ever read: e-mail, credits and account state are not. */
export const USER_PUBLIC_COLUMNS = `t.id, t.name, t.username, t.role, t.profile_picture,
  t.cover_image_profile, t.freelancer_role, t.is_customer_organisation, t.title, t.description,
  t.skills, t.services, t.hourly_rate, t.location, t.latitude, t.longitude, t."references", t.identity_status`;

export const USERS_INDEX: IndexDefinition<PublicProfileRow> = {
  name: 'users',
  fields: USER_FIELDS,
  columns: USER_PUBLIC_COLUMNS,
  sourceFields: USER_SOURCE_FIELDS,
  permission: (viewer) => {
    if (viewer.ignoreStateFilter) throw stateFilterRefused();
    const active = `t.status = ${USER_STATUS.active}`;
    if (viewer.variant === 'public' || viewer.caller === null)
      return {
        sql: `${active} AND t.role = ${ROLES.freelancer}`,
        described: ['active freelancers only (public)', 'public profile fields only'],
      };
    if (viewer.caller.role === ROLES.administrator)
      return { sql: active, described: ['active users', 'public profile fields only'] };
    return {
      sql: `${active} AND t.role IN (${ROLES.freelancer}, ${ROLES.customer})`,
      described: ['active freelancers and customers', 'public profile fields only'],
    };
  },
  hidden: (viewer) =>
    hidesRates(viewer)
      ? new Map([['hourlyRate', 'hourlyRate is hidden in this marketplace (hideFreelancerRate)']])
      : new Map(),
  toSource: (row, viewer) => {
    const own = viewer.caller !== null && viewer.caller.userId === row.id;
    return toPublicProfile(row, { hideRate: !own && hidesRates(viewer) });
  },
};
