/**
 * Defaults and pure helpers of the tenant settings, free of zod so the shell can use them on
 * the signed-out home page (schemas live in settings.ts).
 */
import { DEFAULT_LOCALE } from '../constants';
import type { ForbiddenScreenMessages, TenantSettings } from './settings';

/** The currency of a tenant whose sign is not one of CURRENCY_BY_SIGN's. */
export const DEFAULT_CURRENCY = 'USD';

/** Currencies of the usual signs, for tenants stored before `currency` existed. */
const CURRENCY_BY_SIGN: Readonly<Record<string, string>> = {
  '£': 'GBP',
  '€': 'EUR',
  $: 'USD',
  '₴': 'UAH',
};

/** The currency a sign stands for: £ GBP, € EUR, $ USD, ₴ UAH, anything else USD. */
export function currencyForSign(sign: string | null | undefined): string {
  return CURRENCY_BY_SIGN[(sign ?? '').trim()] ?? DEFAULT_CURRENCY;
}

/**
 * The tenant's currency (docs/tenants.md#settings): its `currency`, or, for a tenant stored
 * without one, the currency of its sign.
 */
export function tenantCurrency(
  settings: { currency?: string; currencySign?: string } | null | undefined,
): string {
  return settings?.currency || currencyForSign(settings?.currencySign);
}

export const FORBIDDEN_AREAS = ['freelancer', 'customer'] as const;
export type ForbiddenArea = (typeof FORBIDDEN_AREAS)[number];

/**
 * Defaults of the forbidden screen, by the area the user tried to open
 * (docs/shell.md#special-screens).
 */
export const DEFAULT_FORBIDDEN_SCREEN: Readonly<Record<ForbiddenArea, ForbiddenScreenMessages>> =
  Object.freeze({
    freelancer: {
      header: 'Access denied',
      heading: 'Log in as a freelancer to view this page',
      description: 'This page is only available to freelancer accounts.',
    },
    customer: {
      header: 'Access denied',
      heading: 'Log in as a customer to view this page',
      description: 'This page is only available to customer accounts.',
    },
  });

/** Forbidden-screen texts for an area: the tenant's overrides over the defaults. */
export function resolveForbiddenScreen(
  settings: Pick<TenantSettings, 'forbiddenScreen'> | null | undefined,
  area: ForbiddenArea,
): ForbiddenScreenMessages {
  return { ...DEFAULT_FORBIDDEN_SCREEN[area], ...settings?.forbiddenScreen?.[area] };
}

/** The locale to start with: the tenant's default if offered, else the app default. */
export function tenantDefaultLocale(
  settings: Pick<TenantSettings, 'defaultLocale' | 'languages'> | null | undefined,
): string {
  if (!settings) return DEFAULT_LOCALE;
  return settings.languages.some((l) => l.value === settings.defaultLocale)
    ? settings.defaultLocale
    : DEFAULT_LOCALE;
}
