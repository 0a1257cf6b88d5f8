/**
 * The platform operator's calls (docs/tenants.md#creating-a-tenant): a new tenant with its hosts,
 * languages, currency and first administrator.
 */
import { z } from 'zod';
import { zCurrencyCode } from '../tenant';
import { zEmail } from './common';

/** The languages the product's screens are translated into; a new tenant offers some of them. */
export const UI_LANGUAGES = ['en', 'ua', 'de'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** How a new tenant's language menu names each language. */
export const UI_LANGUAGE_LABELS: Readonly<Record<UiLanguage, string>> = {
  en: 'English',
  ua: 'Українська',
  de: 'Deutsch',
};

/**
 * A tenant id: 2-40 lower-case letters and digits, starting with a letter. It names the tenant's
 * user pool (`<region>_<id>`) and app client (`<id>webclient`), whose formats allow nothing else.
 */
export const zNewTenantId = z
  .string()
  .regex(/^[a-z][a-z0-9]{1,39}$/, 'Use 2-40 lower-case letters and digits, starting with a letter')
  .meta({ examples: ['beta'] });

/** A host name the tenant's site is served at (`beta.example.com`, `beta.localhost`), no port. */
export const zTenantHost = z
  .string()
  .max(253)
  .regex(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Expected a lower-case host name such as "beta.example.com", without scheme or port',
  )
  .meta({ examples: ['beta.localhost'] });

const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

/**
 * The tenant's first administrator. With `password` (the pool's policy: 8+ characters with
 * upper and lower case, a digit and a symbol) they sign in with it at once; without it they are
 * invited by e-mail to choose one.
 */
export const ZNewTenantAdministrator = z.strictObject({
  email: zEmail,
  name: z.string().trim().min(1).max(120),
  password: z
    .string()
    .min(8)
    .max(256)
    .regex(/[A-Z]/, 'Needs an upper-case letter')
    .regex(/[a-z]/, 'Needs a lower-case letter')
    .regex(/[0-9]/, 'Needs a digit')
    .regex(/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/, 'Needs a symbol')
    .regex(/^\S(?:.*\S)?$/, 'May not begin or end with a space')
    .optional(),
});

export const ZCreateTenantBody = z
  .strictObject({
    tenantId: zNewTenantId,
    /** The display name page titles end with ("Beta Freelance"). */
    name: z.string().trim().min(1).max(120),
    hosts: z.array(zTenantHost).min(1).max(10).refine(unique, 'Each host may appear only once'),
    languages: z
      .array(z.enum(UI_LANGUAGES))
      .min(1)
      .max(UI_LANGUAGES.length)
      .refine(unique, 'Each language may appear only once'),
    /** One of `languages`; the first one unless given. */
    defaultLocale: z.enum(UI_LANGUAGES).optional(),
    /** ISO 4217; GBP unless given. */
    currency: zCurrencyCode.optional(),
    /** The sign shown with amounts; the currency's own symbol unless given. */
    currencySign: z.string().trim().min(1).max(5).optional(),
    administrator: ZNewTenantAdministrator,
  })
  .refine(
    (body) => body.defaultLocale === undefined || body.languages.includes(body.defaultLocale),
    {
      path: ['defaultLocale'],
      message: 'defaultLocale must be one of languages',
    },
  );
export type CreateTenantBody = z.infer<typeof ZCreateTenantBody>;

/** Where the shell and the Cognito library find the new tenant's pools. */
export const ZTenantIdentitySettings = z.strictObject({
  region: z.string(),
  userPoolId: z.string(),
  clientId: z.string(),
  identityPoolId: z.string(),
});

export const ZCreatedTenant = z.strictObject({
  tenantId: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  languages: z.array(z.string()),
  defaultLocale: z.string(),
  currency: z.string(),
  identity: ZTenantIdentitySettings,
  administrator: z.strictObject({
    userId: z.string(),
    email: z.string(),
    /** True when they were e-mailed an invitation to choose their password. */
    invited: z.boolean(),
  }),
});
export type CreatedTenant = z.infer<typeof ZCreatedTenant>;

/** One tenant of the deployment, as the operator's list shows it (no secrets, no settings). */
export const ZOperatorTenant = z.strictObject({
  tenantId: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  /** The language codes of the tenant's language menu. */
  languages: z.array(z.string()),
  defaultLocale: z.string().nullable(),
  currency: z.string(),
  createdAt: z.string(),
});
export type OperatorTenant = z.infer<typeof ZOperatorTenant>;

/** GET /operator/tenants: every tenant of the deployment, by id. */
export const ZOperatorTenantList = z.strictObject({ tenants: z.array(ZOperatorTenant) });
export type OperatorTenantList = z.infer<typeof ZOperatorTenantList>;
