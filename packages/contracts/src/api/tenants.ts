/** Public tenant routes: settings, features, data types, styling, catalogues, agencies. */
import { z } from 'zod';
import {
  ZAgency,
  ZDataType,
  ZService,
  ZSkill,
  ZTenantFeatures,
  ZSettingsView,
  ZContentPage,
  zPageSlug,
  ZTenantStyling,
} from '../tenant';

/** GET /settings: the tenant's settings, with its name and its content pages as links. */
export const ZSettingsResponse = ZSettingsView;
/** GET /pages/{slug}: the path of one content page. */
export const ZContentPageParams = z.strictObject({ slug: zPageSlug });
/** GET /pages/{slug}: the page with its texts in every language it has. */
export const ZContentPageResponse = ZContentPage;
/** GET /settings/features: the raw switches by name; evaluate per user with evaluateFeature. */
export const ZFeaturesResponse = ZTenantFeatures;
/** GET /settings/datatypes: the tenant's custom data types. */
export const ZDatatypesResponse = z.array(ZDataType);
/** GET /styling/get_tenant_styling: the tenant's styling document. */
export const ZStylingResponse = ZTenantStyling;
/** GET /services: the tenant's service catalogue, in display order. */
export const ZServicesResponse = z.array(ZService);
/** GET /skills: the tenant's skill catalogue, in display order. */
export const ZSkillsResponse = z.array(ZSkill);
/** The tenant's agencies as seeded (docs/tenants.md#catalogues). */
export const ZAgencyCatalogue = z.array(ZAgency);
/** One agency of GET /freelancer/agencies, with how many agency freelancers it has. */
export const ZAgencyListItem = ZAgency.extend({ memberCount: z.number().int().nonnegative() });
export type AgencyListItem = z.infer<typeof ZAgencyListItem>;
/** GET /freelancer/agencies: the tenant's agencies (docs/users.md#agencies). */
export const ZAgenciesResponse = z.array(ZAgencyListItem);

/**
 * GET /public/marketplace-stats: the tenant's own counts for the home page's trust figures
 * (docs/home.md#trust-figures).
 */
export const ZMarketplaceStatsResponse = z.object({
  /** Active freelancer accounts. */
  freelancers: z.number().int().nonnegative(),
  /** Jobs customers posted (root jobs, whatever their status). */
  jobsPosted: z.number().int().nonnegative(),
  /** Jobs whose contract ended (status ENDED). */
  contractsCompleted: z.number().int().nonnegative(),
});
export type MarketplaceStatsResponse = z.infer<typeof ZMarketplaceStatsResponse>;

export type SettingsResponse = z.infer<typeof ZSettingsResponse>;
export type FeaturesResponse = z.infer<typeof ZFeaturesResponse>;
export type DatatypesResponse = z.infer<typeof ZDatatypesResponse>;
export type StylingResponse = z.infer<typeof ZStylingResponse>;
