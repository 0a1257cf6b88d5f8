/** Tenant settings (docs/tenants.md#settings), served by GET /settings. */
import { z } from 'zod';
import { isCurrencyCode } from '../money';
import { routeParamNames } from './routes';
import { FORBIDDEN_AREAS } from './settings-defaults';
import type { LocalisedTitles } from './menu-titles';
import {
  zAssetUrl,
  zCssColor,
  zCustomCss,
  zLinkValue,
  zLocaleCode,
  zRoutePattern,
} from './primitives';
import { ZHomeSettings } from './home';
import { contentPagePath } from './content-page-paths';
import { ZContentPageSummary, ZContentPages } from './content-pages';
import { ZButtonStyle } from './styling';

const zLabel = z.string().trim().min(1).max(120);
const zRedirectHost = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(\*\.)?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'A host name such as example.com or *.example.com',
  );
const zText = z.string().max(2000);
/** A web origin: scheme, host and port only (`https://intranet.example.com`). */
const zWebOrigin = z
  .string()
  .trim()
  .max(300)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'An origin such as https://example.com, without a path');

export const CUSTOM_MENU_GROUPS = [
  'freelancer',
  'customer',
  'customer-organisation',
  'public',
  'avatar',
  'custom',
] as const;
export type CustomMenuGroup = (typeof CUSTOM_MENU_GROUPS)[number];

/** Titles per language: each a tenant language code (checked against `languages` by the settings). */
export const zLocalisedTitles = z.record(zLocaleCode, zLabel);

export interface CustomMenuItem {
  url: string;
  /** The title in every language without its own entry in `titles`. */
  title: string;
  /** The title per tenant language; a language without an entry shows `title`. */
  titles?: LocalisedTitles;
  /** Render as a button instead of a plain link. */
  button?: boolean;
  /** Storage key of an image shown with the item. */
  fileKey?: string;
  children?: CustomMenuItem[];
}

export const ZCustomMenuItem: z.ZodType<CustomMenuItem> = z.strictObject({
  url: zLinkValue,
  title: zLabel,
  titles: zLocalisedTitles.optional(),
  button: z.boolean().optional(),
  fileKey: z
    .string()
    .min(1)
    .max(1024)
    .regex(/^[^\s\\]+$/, 'A file key has no spaces or backslashes')
    .refine((key) => !key.split('/').includes('..'), 'A file key may not contain ".."')
    .optional(),
  get children() {
    return z.array(ZCustomMenuItem).max(30).optional();
  },
});

export const ZCustomMenus = z.partialRecord(
  z.enum(CUSTOM_MENU_GROUPS),
  z.array(ZCustomMenuItem).max(30),
);
export type CustomMenus = z.infer<typeof ZCustomMenus>;

export const ZSocialLinks = z.strictObject({
  facebook: zLinkValue.optional(),
  twitter: zLinkValue.optional(),
  linkedin: zLinkValue.optional(),
  instagram: zLinkValue.optional(),
  youtube: zLinkValue.optional(),
  tiktok: zLinkValue.optional(),
});
export type SocialLinks = z.infer<typeof ZSocialLinks>;

export const ZRouteMetadata = z.strictObject({
  title: zLabel,
  description: z.string().max(500).optional(),
  /** A path that redirects to this route, keeping params, query and hash. */
  alias: zRoutePattern.optional(),
});
export type RouteMetadata = z.infer<typeof ZRouteMetadata>;

function sameParams(a: string, b: string): boolean {
  const left = routeParamNames(a).sort().join('/');
  return left === routeParamNames(b).sort().join('/');
}

/** Metadata per route pattern. Aliases are unique, never a canonical route, with the same params. */
export const ZRouteMetadataMap = z.record(zRoutePattern, ZRouteMetadata).superRefine((map, ctx) => {
  const seen = new Map<string, string>();
  for (const [pattern, meta] of Object.entries(map)) {
    if (meta.alias === undefined) continue;
    const issue = (message: string) =>
      ctx.addIssue({ code: 'custom', path: [pattern, 'alias'], message });
    if (!sameParams(pattern, meta.alias)) issue('An alias must use the same :params as its route');
    if (Object.hasOwn(map, meta.alias)) issue('An alias may not be a route with its own metadata');
    const other = seen.get(meta.alias);
    if (other !== undefined) issue(`Alias already used by ${other}`);
    seen.set(meta.alias, pattern);
  }
});
export type RouteMetadataMap = z.infer<typeof ZRouteMetadataMap>;

/** Custom CSS keyed by route pattern; the key `*` applies on every route. */
export const ZCustomCssMap = z.record(z.union([z.literal('*'), zRoutePattern]), zCustomCss);
export type CustomCssMap = z.infer<typeof ZCustomCssMap>;

export const ZHeaderStyling = z.strictObject({
  backgroundColor: zCssColor.optional(),
  textColor: zCssColor.optional(),
  linkColor: zCssColor.optional(),
  sticky: z.boolean().optional(),
});
export type HeaderStyling = z.infer<typeof ZHeaderStyling>;

/** The styling part of settings: header, logos, links, CSS and route metadata. */
export const ZSettingsStyling = z.strictObject({
  header: ZHeaderStyling.optional(),
  logo: zAssetUrl.optional(),
  footerLogo: zAssetUrl.optional(),
  socialLinks: ZSocialLinks.optional(),
  cancelButton: ZButtonStyle.extend({ label: zLabel.optional() }).optional(),
  customCss: ZCustomCssMap.optional(),
  metadata: ZRouteMetadataMap.optional(),
});
export type SettingsStyling = z.infer<typeof ZSettingsStyling>;

export const ZFooterLink = z.strictObject({
  title: zLabel,
  /** The title per tenant language; a language without an entry shows `title`. */
  titles: zLocalisedTitles.optional(),
  url: zLinkValue,
});
export type FooterLink = z.infer<typeof ZFooterLink>;

const ZFooterLinkGroup = z.strictObject({
  title: zLabel,
  items: z.array(ZFooterLink).max(20),
});

const zBlankOrEmail = z.union([z.literal(''), z.email()]);
const zBlankOrPhone = z
  .string()
  .max(40)
  .regex(/^(?:\+?[0-9][0-9 ()-]*)?$/, 'Expected a phone number such as "+44 20 7946 0000"');

/** Every part of the footer (docs/shell.md#footer). Link values may be blank placeholders. */
export const ZFooterSettings = z.strictObject({
  logo: zAssetUrl.optional(),
  logoLink: zLinkValue,
  intro: zText,
  copyright: z.string().max(300),
  supportContact: zBlankOrEmail,
  supportPhone: zBlankOrPhone,
  termsAndConditions: ZFooterLink,
  privacy: ZFooterLink,
  /** The four social links. */
  socialLinks: z.strictObject({
    facebook: zLinkValue,
    twitter: zLinkValue,
    linkedin: zLinkValue,
    instagram: zLinkValue,
  }),
  services: ZFooterLinkGroup,
  /** Places: a name, or a name linking to where it is told about (a content page). */
  locations: z.strictObject({
    title: zLabel,
    items: z.array(z.union([zLabel, ZFooterLink])).max(20),
  }),
  contactUs: ZFooterLinkGroup,
  information: ZFooterLinkGroup,
  middleSection: z.strictObject({
    header: zLabel,
    links: z.tuple([ZFooterLink, ZFooterLink]),
  }),
});
export type FooterSettings = z.infer<typeof ZFooterSettings>;

export const ZForbiddenScreenMessages = z.strictObject({
  header: zLabel,
  heading: zLabel,
  description: zText,
});
export type ForbiddenScreenMessages = z.infer<typeof ZForbiddenScreenMessages>;

/** An ISO 4217 code the platform's Intl knows, such as `GBP`. */
export const zCurrencyCode = z
  .string()
  .refine(isCurrencyCode, 'Expected an ISO 4217 currency code such as "GBP" or "EUR"');

export const ZLanguage = z.strictObject({ value: zLocaleCode, label: zLabel });
export type Language = z.infer<typeof ZLanguage>;

const SETTINGS_FIELDS = {
  /** The currency of every amount (docs/payments.md#amounts). */
  currency: zCurrencyCode,
  /** The sign shown with amounts. */
  currencySign: z.string().trim().min(1).max(5),
  defaultLocale: zLocaleCode,
  languages: z
    .array(ZLanguage)
    .min(1)
    .max(30)
    .refine(
      (list) => new Set(list.map((l) => l.value)).size === list.length,
      'Each language may appear only once',
    ),
  styling: ZSettingsStyling,
  customMenus: ZCustomMenus,
  footer: ZFooterSettings,
  forbiddenScreen: z
    .partialRecord(z.enum(FORBIDDEN_AREAS), ZForbiddenScreenMessages.partial())
    .optional(),
  /**
   * Hosts outbound links go to without the leaving-the-site interstitial
   * (docs/products.md#outbound-links): `example.com`, or `*.example.com` for its subdomains.
   */
  redirectAllowedHosts: z.array(zRedirectHost).max(100).optional(),
  /**
   * Sites allowed to show the marketplace in a frame (docs/security.md#headers); unset: only
   * the marketplace itself.
   */
  frameAncestors: z.array(zWebOrigin).max(20).optional(),
  /** The home page's hero: headline, subline and image per language (docs/home.md#settings). */
  home: ZHomeSettings.optional(),
};

const defaultLocaleOffered = (s: {
  languages: readonly { value: string }[];
  defaultLocale: string;
}) => s.languages.some((l) => l.value === s.defaultLocale);
const DEFAULT_LOCALE_ISSUE = {
  path: ['defaultLocale'],
  message: 'defaultLocale must be one of languages',
};

/** A content page may not take the path of a route alias (it would never be reached). */
function pagesClearOfAliases(
  s: { styling: SettingsStyling; contentPages?: readonly { slug: string }[] },
  ctx: z.RefinementCtx,
): void {
  const aliases = new Set(
    Object.values(s.styling.metadata ?? {}).flatMap((meta) => (meta.alias ? [meta.alias] : [])),
  );
  (s.contentPages ?? []).forEach((page, index) => {
    if (aliases.has(contentPagePath(page.slug))) {
      ctx.addIssue({
        code: 'custom',
        path: ['contentPages', index, 'slug'],
        message: 'This path is a route alias',
      });
    }
  });
}

type TitledItem = { titles?: LocalisedTitles; children?: readonly TitledItem[] };
type Path = (string | number)[];

/** Every `titles` map of the menus and footer, with the path of the item holding it. */
function titledItems(s: {
  customMenus: CustomMenus;
  footer: FooterSettings;
}): { path: Path; item: TitledItem }[] {
  const found: { path: Path; item: TitledItem }[] = [];
  const walk = (items: readonly TitledItem[], path: Path) =>
    items.forEach((item, index) => {
      found.push({ path: [...path, index], item });
      if (item.children) walk(item.children, [...path, index, 'children']);
    });
  for (const [group, items] of Object.entries(s.customMenus)) {
    if (items) walk(items, ['customMenus', group]);
  }
  const { footer } = s;
  found.push({ path: ['footer', 'termsAndConditions'], item: footer.termsAndConditions });
  found.push({ path: ['footer', 'privacy'], item: footer.privacy });
  walk(footer.middleSection.links, ['footer', 'middleSection', 'links']);
  for (const group of ['services', 'contactUs', 'information', 'locations'] as const) {
    const items = footer[group].items.map((item) => (typeof item === 'string' ? {} : item));
    walk(items, ['footer', group, 'items']);
  }
  return found;
}

/** A per-language title is only for a language the tenant offers (docs/tenant-console.md#menus). */
function titlesInTenantLanguages(
  s: { languages: readonly Language[]; customMenus: CustomMenus; footer: FooterSettings },
  ctx: z.RefinementCtx,
): void {
  const offered = new Set(s.languages.map((language) => language.value));
  for (const { path, item } of titledItems(s)) {
    for (const code of Object.keys(item.titles ?? {})) {
      if (offered.has(code)) continue;
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'titles', code],
        message: `"${code}" is not one of the tenant's languages`,
      });
    }
  }
}

/** The settings as stored (and seeded). */
export const ZTenantSettings = z
  .strictObject({
    ...SETTINGS_FIELDS,
    /** The tenant's content pages with their texts (docs/content-pages.md). */
    contentPages: ZContentPages.optional(),
  })
  .refine(defaultLocaleOffered, DEFAULT_LOCALE_ISSUE)
  .superRefine(pagesClearOfAliases)
  .superRefine(titlesInTenantLanguages);

/**
 * The settings as GET /settings answers them: the tenant's display name added, and its content
 * pages as links (their bodies come from GET /pages/{slug}).
 */
export const ZSettingsView = z
  .strictObject({
    ...SETTINGS_FIELDS,
    /** The tenant's display name ("Demo Freelance"), as page titles show it. */
    name: z.string().trim().min(1).max(120),
    contentPages: z.array(ZContentPageSummary).max(50).optional(),
  })
  .refine(defaultLocaleOffered, DEFAULT_LOCALE_ISSUE)
  .superRefine(titlesInTenantLanguages);
export type SettingsView = z.infer<typeof ZSettingsView>;

export type TenantSettings = z.infer<typeof ZTenantSettings>;
