/**
 * The users domain's public module: what other domains and the request pipeline may use of
 * user records and public profiles. Everything else in domains/users is its own.
 */
export { findCaller } from './callers';
export { hidesRates, USER_PUBLIC_COLUMNS, USERS_INDEX } from './search-index';
export {
  findUser,
  requireVisibleUser,
  toPublicProfile,
  USER_COLUMNS,
  USER_STATUS_DEACTIVATED,
  type PublicProfileRow,
  type UserRow,
} from './store';
export { publicProfileFor } from './visibility';
export { provisionUser } from './provision-user';
export { isCoverImageFile } from './cover-image';
export { nextProfileStep } from './profile-steps';
export { listAgenciesWithCounts } from './agency-store';
