export { buildApp, type BuildAppOptions } from './app';
export { loadConfig, type ApiConfig } from './config';
export { createApi, type RunningApi } from './start';
export { openDatabase } from './db/open';
export { migrate } from './db/migrate';
export type { Database, Queryable } from './db/types';
export { ROUTES } from './registry';
export type { Authenticator, AuthRequest, AuthenticatedIdentity, AuthFailure } from './auth';
