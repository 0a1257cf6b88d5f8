/**
 * The identity service for other packages' tests: start it in-process on a throw-away data
 * folder. A separate entry point (`@mp/identity/testing`) so production code never imports it.
 */
export { startIdentityServer, type IdentityServer } from '../http-server';
export { freshDataDir, removeDataDir } from './data-dir';
export { openPgliteInWorker } from './pglite-worker';
