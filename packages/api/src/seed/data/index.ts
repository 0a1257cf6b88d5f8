/** The seed data of the two local tenants and their accounts (docs/tenants.md#seeded-tenants). */
import { SEEDED_ACCOUNTS } from '@mp/contracts';
import { ACME_TENANT } from './acme';
import { DEMO_TENANT } from './demo';
import { SEED_PROFILES } from './profiles';
import type { SeedProfileRecord, SeedTenant } from './types';

export { ACME_TENANT } from './acme';
export { DEMO_TENANT } from './demo';
export { SEED_PROFILES } from './profiles';
export { ZSeedProfile, type SeedProfile, type SeedProfileRecord, type SeedTenant } from './types';

export const SEED_TENANTS: readonly SeedTenant[] = [DEMO_TENANT, ACME_TENANT];

/** SEED_PROFILES joined to the seeded accounts' user ids, for the API's seed loader. */
export const SEED_PROFILE_RECORDS: readonly SeedProfileRecord[] = SEEDED_ACCOUNTS.flatMap(
  (account) => {
    const profile = SEED_PROFILES[account.email];
    return profile ? [{ ...profile, userId: account.userId }] : [];
  },
);
