/**
 * The tenant console: administrators edit their marketplace's settings, styling and feature
 * switches as a draft, publish it as an immutable version and roll back (docs/tenant-console.md).
 * The draft is validated by the very schemas the public routes answer with.
 */
import { z } from 'zod';
import { ZTenantFeatures, ZTenantSettings, ZTenantStyling } from '../tenant';

const footerGroup = (title: string) => ({ title, items: [] });

/** The least a tenant's configuration holds (the API's generated samples start from it). */
const MINIMAL_CONFIG_EXAMPLE = {
  settings: {
    currency: 'EUR',
    currencySign: '€',
    defaultLocale: 'en',
    languages: [{ value: 'en', label: 'English' }],
    styling: {},
    customMenus: {},
    footer: {
      logoLink: '/',
      intro: 'A marketplace for vetted specialists.',
      copyright: '© 2026 Example GmbH',
      supportContact: 'help@example.com',
      supportPhone: '+49 30 901820',
      termsAndConditions: { title: 'Terms', url: '/terms' },
      privacy: { title: 'Privacy', url: '/privacy' },
      socialLinks: { facebook: '', twitter: '', linkedin: '', instagram: '' },
      services: footerGroup('Services'),
      locations: footerGroup('Locations'),
      contactUs: footerGroup('Contact us'),
      information: footerGroup('Information'),
      middleSection: {
        header: 'Work with us',
        links: [
          { title: 'Join', url: '/register' },
          { title: 'Hire', url: '/customer-register' },
        ],
      },
    },
  },
  styling: { colorsMap: {}, fontsList: [], fontVariablesList: [] },
  features: {},
};

/** What the console edits: the stored settings, the styling document and the feature switches. */
export const ZTenantConfig = z
  .strictObject({
    settings: ZTenantSettings,
    styling: ZTenantStyling,
    features: ZTenantFeatures,
  })
  .meta({ examples: [MINIMAL_CONFIG_EXAMPLE] });
export type TenantConfig = z.infer<typeof ZTenantConfig>;

const zVersionNumber = z.number().int().positive();
const zTime = z.string().meta({ examples: ['2026-11-26T10:00:00.000Z'] });

/** GET/PUT /admin/tenant-config/draft: the draft with the version it started from. */
export const ZTenantConfigDraft = z.object({
  config: ZTenantConfig,
  /** The published version the draft was started from. */
  basedOnVersion: zVersionNumber,
  /** When the draft was last saved; absent while nothing was saved since the last publish. */
  savedAt: zTime.optional(),
});
export type TenantConfigDraft = z.infer<typeof ZTenantConfigDraft>;

/** How a version came to be: the seed, a publish of the draft, or a rollback. */
export const TENANT_CONFIG_VERSION_SOURCES = ['seed', 'publish', 'rollback'] as const;

/** One published version (its configuration is read through the draft after a rollback). */
export const ZTenantConfigVersion = z.object({
  version: zVersionNumber,
  source: z.enum(TENANT_CONFIG_VERSION_SOURCES),
  /** For a rollback: the version it copied. */
  restoredVersion: zVersionNumber.optional(),
  publishedAt: zTime,
  /** Who published it; absent for the seed. */
  publishedBy: z
    .object({ userId: z.string(), name: z.string(), picture: z.string().optional() })
    .optional(),
  /** Whether the public routes answer this version now. */
  current: z.boolean(),
});
export type TenantConfigVersion = z.infer<typeof ZTenantConfigVersion>;

/** GET /admin/tenant-config/versions: newest first. */
export const ZTenantConfigVersions = z.object({ versions: z.array(ZTenantConfigVersion) });
export type TenantConfigVersions = z.infer<typeof ZTenantConfigVersions>;

/** POST /admin/tenant-config/versions/{version}/rollback. */
export const ZTenantConfigVersionParams = z.strictObject({
  version: z.coerce
    .number()
    .int()
    .positive()
    .max(1_000_000)
    .meta({ examples: [1] }),
});

/** POST publish and rollback take no fields (an empty JSON object). */
export const ZTenantConfigActionBody = z.strictObject({});
