import { SEEDED_ACCOUNTS } from '@mp/contracts';
import { SEED_PROFILE_RECORDS, SEED_TENANTS } from './data';
import { ACME_PAYMENT_ACCOUNTS } from './data/acme';
import { DEMO_PAYMENT_ACCOUNTS } from './data/demo';
import { SEED_CONTRACT_JOBS, SEED_CONTRACTS, SEED_JOBS } from './data/jobs';
import { SEED_SUBSCRIPTION_PLANS } from './data/plans';
import type { SeedInput } from './seed';

/** The demo deployment's seed: tenants demo and acme, their accounts and starting profiles. */
export function demoSeed(): SeedInput {
  return {
    tenants: SEED_TENANTS,
    accounts: SEEDED_ACCOUNTS,
    profiles: SEED_PROFILE_RECORDS,
    jobs: [...SEED_JOBS, ...SEED_CONTRACT_JOBS],
    contracts: SEED_CONTRACTS,
    paymentAccounts: [...DEMO_PAYMENT_ACCOUNTS, ...ACME_PAYMENT_ACCOUNTS],
    subscriptionPlans: SEED_SUBSCRIPTION_PLANS,
  };
}
