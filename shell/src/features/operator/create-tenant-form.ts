/**
 * The create-tenant form's values and their check with the contract the API validates the call
 * with (`ZCreateTenantBody`), so the screen and the API refuse the same input.
 */
import { ZCreateTenantBody, type CreateTenantBody, type UiLanguage } from '@mp/contracts';

export interface TenantFormValues {
  tenantId: string;
  name: string;
  /** Host names, one a line (or separated by commas or spaces). */
  hosts: string;
  languages: UiLanguage[];
  defaultLocale: UiLanguage | '';
  currency: string;
  currencySign: string;
  adminEmail: string;
  adminName: string;
  adminPassword: string;
}

export const EMPTY_TENANT_FORM: TenantFormValues = {
  tenantId: '',
  name: '',
  hosts: '',
  languages: ['en'],
  defaultLocale: '',
  currency: 'GBP',
  currencySign: '',
  adminEmail: '',
  adminName: '',
  adminPassword: '',
};

/** A field's error by the call's path (`tenantId`, `hosts.1`, `administrator.email`). */
export type TenantFormErrors = Record<string, string>;

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The call's body as the operator typed it; empty optional fields are left out. */
export function toCreateTenantInput(values: TenantFormValues): Record<string, unknown> {
  return {
    tenantId: values.tenantId.trim(),
    name: values.name,
    hosts: values.hosts
      .split(/[\s,]+/)
      .map((host) => host.trim())
      .filter((host) => host !== ''),
    languages: values.languages,
    defaultLocale: optional(values.defaultLocale),
    currency: optional(values.currency)?.toUpperCase(),
    currencySign: optional(values.currencySign),
    administrator: {
      email: values.adminEmail.trim(),
      name: values.adminName,
      password: values.adminPassword === '' ? undefined : values.adminPassword,
    },
  };
}

export type TenantFormCheck =
  { ok: true; body: CreateTenantBody } | { ok: false; errors: TenantFormErrors };

export function checkTenantForm(values: TenantFormValues): TenantFormCheck {
  const parsed = ZCreateTenantBody.safeParse(toCreateTenantInput(values));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: TenantFormErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
}

/**
 * The errors of one form field: the call's path itself and every path under it, the latter
 * named by `nameOf` (e.g. `hosts.1` by the host typed there).
 */
export function errorsUnder(
  errors: TenantFormErrors,
  path: string,
  nameOf: (rest: string) => string = (rest) => rest,
): string | undefined {
  const messages = Object.entries(errors)
    .filter(([key]) => key === path || key.startsWith(`${path}.`))
    .map(([key, message]) =>
      key === path ? message : `${nameOf(key.slice(path.length + 1))}: ${message}`,
    );
  return messages.length === 0 ? undefined : messages.join(' ');
}
