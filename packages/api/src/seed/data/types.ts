/** Shapes of the seed data; every value is checked against the @mp/contracts schemas. */
import {
  ZAgency,
  ZDataType,
  ZLatLng,
  ZReferenceGroup,
  ZService,
  ZSkill,
  ZTenantFeatures,
  ZTenantSettings,
  ZTenantStyling,
  zAssetUrl,
  zId,
  zMinorAmount,
  zUsernameValue,
  type SeededTenantId,
} from '@mp/contracts';
import { z } from 'zod';

/**
 * One tenant: identity, hosts (hostnames without port, as the shell's runtime config maps
 * them) and its whole configuration. Field names follow the API's seed loader (`datatypes`,
 * `agencies`).
 */
export interface SeedTenant {
  readonly id: SeededTenantId;
  readonly name: string;
  readonly hosts: readonly string[];
  readonly settings: z.infer<typeof ZTenantSettings>;
  readonly styling: z.infer<typeof ZTenantStyling>;
  readonly features: z.infer<typeof ZTenantFeatures>;
  readonly datatypes: readonly z.infer<typeof ZDataType>[];
  readonly services: readonly z.infer<typeof ZService>[];
  readonly skills: readonly z.infer<typeof ZSkill>[];
  readonly agencies: readonly z.infer<typeof ZAgency>[];
}

/** Profile fields a seeded account starts with, keyed by its e-mail in SEED_PROFILES. */
export const ZSeedProfile = z.strictObject({
  username: zUsernameValue,
  title: z.string().max(120),
  /** The profile's bio. */
  description: z.string().max(5000),
  skills: z.array(zId).max(50),
  services: z.array(zId).max(20),
  /** Minor units of the tenant's currency (docs/payments.md#amounts). */
  hourlyRate: zMinorAmount.nullable(),
  location: z.string().max(200),
  coordinates: ZLatLng.nullable(),
  profilePicture: zAssetUrl.nullable(),
  coverImageProfile: zAssetUrl.nullable().optional(),
  references: z.array(ZReferenceGroup),
  availableCredits: z.number().int().min(0).optional(),
  availableAllowance: z.number().int().min(0).optional(),
});
export type SeedProfile = z.infer<typeof ZSeedProfile>;

/** A seed profile joined to its account's user id, as the API's loader takes it. */
export type SeedProfileRecord = SeedProfile & { readonly userId: string };
