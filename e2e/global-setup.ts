import { buildAll } from '../packages/devtools/src/build.mjs';

/** Builds the production bundles once (reused when their inputs did not change). */
export default async function globalSetup(): Promise<void> {
  await buildAll({ force: false });
}
