import {
  ROLES,
  ZAgencyCatalogue,
  ZDatatypesResponse,
  ZFeaturesResponse,
  ZServicesResponse,
  ZTenantSettings,
  ZSkillsResponse,
  ZStylingResponse,
  type SeededAccount,
} from '@mp/contracts';
import type { z } from 'zod';
import { toJson, type Database, type Queryable } from '../db/types';
import { grantCredits } from '../domains/credits';
import { seedPaymentAccounts, type PaymentAccountSeed } from '../domains/payments';
import { seedSubscriptionPlans, type PlanSeed } from '../domains/subscriptions';
import { insertSeedContracts, insertSeedJobs } from './jobs';
import { insertSeedProducts } from './products';
import type { ProductSeed } from './data/products';
import type { ContractSeed, JobSeed } from './data/jobs';

/** What the loader needs of one tenant; the seed data module supplies it (validated here). */
export interface TenantSeed {
  id: string;
  name: string;
  hosts: readonly string[];
  settings: unknown;
  styling: unknown;
  features: unknown;
  datatypes: unknown;
  services: unknown;
  skills: unknown;
  agencies: unknown;
}

/** Profile fields a seeded account starts with (only on first insert; later edits win). */
export interface ProfileSeed {
  userId: string;
  username?: string;
  title?: string;
  description?: string;
  skills?: string[];
  services?: string[];
  hourlyRate?: number | null;
  location?: string;
  coordinates?: { lat: number; lng: number } | null;
  profilePicture?: string | null;
  coverImageProfile?: string | null;
  references?: { type: string; references: Record<string, unknown>[] }[];
  availableCredits?: number;
  availableAllowance?: number;
}

function validated<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid seed ${what}: ${issues}`);
  }
  return parsed.data;
}

/** Whether the seeded tenant (EXCLUDED, of the upsert) has a version published from the console. */
const CONSOLE_PUBLISHED = `EXISTS (SELECT 1 FROM tenant_config_versions published
  WHERE published.tenant_id = EXCLUDED.tenant_id AND published.version > 1)`;

async function upsertTenant(tx: Queryable, seed: TenantSeed): Promise<void> {
  const settings = validated(ZTenantSettings, seed.settings, `${seed.id} settings`);
  const styling = validated(ZStylingResponse, seed.styling, `${seed.id} styling`);
  const features = validated(ZFeaturesResponse, seed.features, `${seed.id} features`);
  const datatypes = validated(ZDatatypesResponse, seed.datatypes, `${seed.id} datatypes`);
  // The seed is version 1 of the tenant's settings, styling and switches; once an administrator
  // has published from the console, those are theirs and the seed leaves them alone
  // (docs/tenant-console.md#versions). Name, hosts and data types stay the deployment's.
  await tx.query(
    `INSERT INTO tenants (tenant_id, name, hosts, settings, styling, features, datatypes)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7::jsonb)
     ON CONFLICT (tenant_id) DO UPDATE SET name = EXCLUDED.name, hosts = EXCLUDED.hosts,
       datatypes = EXCLUDED.datatypes, updated_at = now(),
       settings = CASE WHEN ${CONSOLE_PUBLISHED} THEN tenants.settings ELSE EXCLUDED.settings END,
       styling = CASE WHEN ${CONSOLE_PUBLISHED} THEN tenants.styling ELSE EXCLUDED.styling END,
       features = CASE WHEN ${CONSOLE_PUBLISHED} THEN tenants.features ELSE EXCLUDED.features END`,
    [
      seed.id,
      seed.name,
      [...seed.hosts],
      toJson(settings),
      toJson(styling),
      toJson(features),
      toJson(datatypes),
    ],
  );
  await tx.query(
    `INSERT INTO tenant_config_versions (tenant_id, version, settings, styling, features, source)
     VALUES ($1, 1, $2::jsonb, $3::jsonb, $4::jsonb, 'seed')
     ON CONFLICT (tenant_id, version) DO UPDATE SET settings = EXCLUDED.settings,
       styling = EXCLUDED.styling, features = EXCLUDED.features
     WHERE NOT ${CONSOLE_PUBLISHED}`,
    [seed.id, toJson(settings), toJson(styling), toJson(features)],
  );
}

async function upsertCatalogues(tx: Queryable, seed: TenantSeed): Promise<void> {
  const services = validated(ZServicesResponse, seed.services, `${seed.id} services`);
  const skills = validated(ZSkillsResponse, seed.skills, `${seed.id} skills`);
  const agencies = validated(ZAgencyCatalogue, seed.agencies, `${seed.id} agencies`);
  for (const [position, service] of services.entries()) {
    await tx.query(
      `INSERT INTO services (tenant_id, id, name, slug, description, icon, position) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (tenant_id, id) DO UPDATE SET name = EXCLUDED.name, slug = EXCLUDED.slug,
         description = EXCLUDED.description, icon = EXCLUDED.icon, position = EXCLUDED.position`,
      [
        seed.id,
        service.id,
        service.name,
        service.slug,
        service.description ?? null,
        service.icon ?? null,
        position,
      ],
    );
  }
  for (const [position, skill] of skills.entries()) {
    await tx.query(
      `INSERT INTO skills (tenant_id, id, name, service_ids, position) VALUES ($1, $2, $3, $4::jsonb, $5)
       ON CONFLICT (tenant_id, id) DO UPDATE SET name = EXCLUDED.name, service_ids = EXCLUDED.service_ids,
         position = EXCLUDED.position`,
      [
        seed.id,
        skill.id,
        skill.name,
        skill.serviceIds === undefined ? null : toJson(skill.serviceIds),
        position,
      ],
    );
  }
  for (const [position, agency] of agencies.entries()) {
    await tx.query(
      `INSERT INTO agencies (tenant_id, id, name, description, logo, website, owner_id, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (tenant_id, id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
         logo = EXCLUDED.logo, website = EXCLUDED.website, owner_id = EXCLUDED.owner_id, position = EXCLUDED.position`,
      [
        seed.id,
        agency.id,
        agency.name,
        agency.description ?? null,
        agency.logo ?? null,
        agency.website ?? null,
        agency.ownerId ?? null,
        position,
      ],
    );
  }
}

/** The part of an e-mail before '@', made a valid username. */
export function usernameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._-]/g, '-');
  return local.length >= 3 ? local : `${local}-user`;
}

async function insertAccount(
  tx: Queryable,
  account: SeededAccount,
  profile: ProfileSeed | undefined,
): Promise<void> {
  const coordinates = profile?.coordinates ?? null;
  // DO NOTHING: a restart never overwrites what the user changed since.
  await tx.query(
    `INSERT INTO users (tenant_id, id, name, email, username, role, freelancer_role, is_approved,
       is_customer_organisation, title, description, skills, services, hourly_rate, location, latitude,
       longitude, profile_picture, cover_image_profile, "references")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14, $15, $16, $17, $18, $19,
       $20::jsonb)
     ON CONFLICT (tenant_id, id) DO NOTHING`,
    [
      account.tenantId,
      account.userId,
      account.name,
      account.email,
      profile?.username ?? usernameFromEmail(account.email),
      account.role,
      account.role === ROLES.freelancer ? (account.freelancerRole ?? null) : null,
      account.isApproved,
      account.isCustomerOrganisation,
      profile?.title ?? '',
      profile?.description ?? '',
      toJson(profile?.skills ?? []),
      toJson(profile?.services ?? []),
      profile?.hourlyRate ?? null,
      profile?.location ?? '',
      coordinates?.lat ?? null,
      coordinates?.lng ?? null,
      profile?.profilePicture ?? null,
      profile?.coverImageProfile ?? null,
      toJson(profile?.references ?? []),
    ],
  );
  const credits = profile?.availableCredits ?? 0;
  const allowance = profile?.availableAllowance ?? 0;
  // Credits are ledger balances (docs/payments.md#credits): the opening balance is granted once.
  if (credits > 0 || allowance > 0)
    await grantCredits(tx, {
      tenantId: account.tenantId,
      userId: account.userId,
      credits,
      allowance,
      reference: `opening:${account.userId}`,
    });
}

export interface SeedInput {
  tenants: readonly TenantSeed[];
  accounts: readonly SeededAccount[];
  profiles: readonly ProfileSeed[];
  /** Jobs of seeded customers (inserted only when missing). */
  jobs?: readonly JobSeed[];
  /** Contracts on seeded jobs in contract: an accepted proposal, pending milestones. */
  contracts?: readonly ContractSeed[];
  /** Payout accounts of seeded freelancers (made only when the user has none). */
  paymentAccounts?: readonly PaymentAccountSeed[];
  /** The plans each tenant sells, kept at the sandbox provider (upserted). */
  subscriptionPlans?: readonly PlanSeed[];
  /** Products of seeded freelancers (inserted only when missing). */
  products?: readonly ProductSeed[];
}

/** Idempotent: tenants and catalogues are upserted, accounts only inserted when missing. */
export async function seedDatabase(db: Database, input: SeedInput): Promise<void> {
  const profiles = new Map(input.profiles.map((profile) => [profile.userId, profile]));
  await db.transaction(async (tx) => {
    for (const tenant of input.tenants) {
      await upsertTenant(tx, tenant);
      await upsertCatalogues(tx, tenant);
    }
    for (const account of input.accounts) {
      if (!input.tenants.some((tenant) => tenant.id === account.tenantId)) continue;
      await insertAccount(tx, account, profiles.get(account.userId));
    }
    await insertSeedJobs(tx, input.jobs ?? [], input.accounts);
    await insertSeedContracts(tx, input.contracts ?? [], input.accounts);
    await seedPaymentAccounts(tx, input.paymentAccounts ?? [], input.accounts);
    await seedSubscriptionPlans(tx, input.subscriptionPlans ?? []);
    await insertSeedProducts(tx, input.products ?? [], input.accounts);
  });
}
