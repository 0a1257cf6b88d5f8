import { buildAll } from '../packages/devtools/src/build.mjs';
import { startServices } from './services';

/**
 * Builds the production bundles once (reused when their inputs did not change), then builds and
 * starts the API and identity service on temporary data; the returned function stops them.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await buildAll({ force: false });
  return startServices();
}
