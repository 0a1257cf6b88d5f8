/**
 * Pure edits of the console's draft and its validation with the API's own schema
 * (docs/tenant-console.md#draft), so a field shows the very message a save would be refused with.
 */
import {
  ZTenantConfig,
  type ButtonStyle,
  type ButtonVariant,
  type FeatureSwitch,
  type HeaderStyling,
  type RouteMetadata,
  type TenantConfig,
  type UserRole,
  USER_ROLES,
} from '@mp/contracts';

/** Failing fields by path (`styling.colorsMap.color1`), first message of each. */
export type FieldErrors = Readonly<Record<string, string>>;

export function validateConfig(config: TenantConfig): FieldErrors {
  const parsed = ZTenantConfig.safeParse(config);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    errors[issue.path.map(String).join('.')] ??= issue.message;
  }
  return errors;
}

/** Drops keys whose value is undefined or blank, so optional fields left empty are absent. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== ''),
  ) as T;
}

export function setColour(config: TenantConfig, name: string, value: string): TenantConfig {
  const colorsMap = { ...config.styling.colorsMap, [name]: value };
  return { ...config, styling: { ...config.styling, colorsMap } };
}

export function removeColour(config: TenantConfig, name: string): TenantConfig {
  const { [name]: _removed, ...colorsMap } = config.styling.colorsMap;
  return { ...config, styling: { ...config.styling, colorsMap } };
}

export function setHeaderColour(
  config: TenantConfig,
  field: 'backgroundColor' | 'textColor' | 'linkColor',
  value: string,
): TenantConfig {
  const header: HeaderStyling = compact({ ...config.settings.styling.header, [field]: value });
  const styling = { ...config.settings.styling, header };
  return { ...config, settings: { ...config.settings, styling } };
}

/** An empty text removes the height; anything else is kept as a number for the schema to judge. */
export function setLogoHeight(config: TenantConfig, text: string): TenantConfig {
  const { logoHeight: _old, ...rest } = config.styling;
  const styling = text.trim() === '' ? rest : { ...rest, logoHeight: Number(text) };
  return { ...config, styling };
}

export function setStylingAsset(
  config: TenantConfig,
  field: 'logo' | 'favicon',
  value: string,
): TenantConfig {
  return { ...config, styling: compact({ ...config.styling, [field]: value }) };
}

/** The settings' header logo, which wins over the styling document's; blank removes it. */
export function setHeaderLogo(config: TenantConfig, value: string): TenantConfig {
  const styling = compact({ ...config.settings.styling, logo: value });
  return { ...config, settings: { ...config.settings, styling } };
}

export type ButtonTextField = Exclude<keyof ButtonStyle, 'fontWeight' | 'textTransform'>;

export function setButtonStyle(
  config: TenantConfig,
  variant: ButtonVariant,
  field: ButtonTextField | 'textTransform',
  value: string,
): TenantConfig {
  const current = config.styling.buttonStyles ?? {};
  const style = compact({ ...current[variant], [field]: value }) as ButtonStyle;
  const buttonStyles = { ...current, [variant]: style };
  return { ...config, styling: { ...config.styling, buttonStyles } };
}

export function setFontVariable(
  config: TenantConfig,
  index: number,
  field: 'name' | 'value',
  value: string,
): TenantConfig {
  const list = config.styling.fontVariablesList.map((entry, at) =>
    at === index ? { ...entry, [field]: value } : entry,
  );
  return { ...config, styling: { ...config.styling, fontVariablesList: list } };
}

export function setFeature(config: TenantConfig, name: string, next: FeatureSwitch): TenantConfig {
  return { ...config, features: { ...config.features, [name]: next } };
}

/** A role's own setting of a switch: on, off, or none (the switch's own `isEnabled` decides). */
export type RoleSetting = 'on' | 'off' | 'unset';

export function roleSettingOf(feature: FeatureSwitch, role: UserRole): RoleSetting {
  const entry = feature.values?.find((value) => value.userRole === role);
  if (!entry) return 'unset';
  return entry.enabled ? 'on' : 'off';
}

export function withRoleSetting(
  feature: FeatureSwitch,
  role: UserRole,
  setting: RoleSetting,
): FeatureSwitch {
  const others = (feature.values ?? []).filter((value) => value.userRole !== role);
  const own = feature.values?.find((value) => value.userRole === role);
  const values =
    setting === 'unset'
      ? others
      : [...others, { ...own, userRole: role, enabled: setting === 'on' }].sort(
          (a, b) => USER_ROLES.indexOf(a.userRole) - USER_ROLES.indexOf(b.userRole),
        );
  const { values: _old, ...rest } = feature;
  return values.length > 0 ? { ...rest, values } : rest;
}

type Metadata = NonNullable<TenantConfig['settings']['styling']['metadata']>;

function withMetadata(config: TenantConfig, metadata: Metadata): TenantConfig {
  const styling = { ...config.settings.styling, metadata };
  return { ...config, settings: { ...config.settings, styling } };
}

export function setRouteMetadata(
  config: TenantConfig,
  pattern: string,
  field: keyof RouteMetadata,
  value: string,
): TenantConfig {
  const metadata = config.settings.styling.metadata ?? {};
  const entry = { title: '', ...metadata[pattern], [field]: value };
  const { title, ...optional } = entry;
  return withMetadata(config, { ...metadata, [pattern]: { title, ...compact(optional) } });
}

export function addRouteMetadata(config: TenantConfig, pattern: string): TenantConfig {
  const metadata = config.settings.styling.metadata ?? {};
  if (Object.hasOwn(metadata, pattern)) return config;
  return withMetadata(config, { ...metadata, [pattern]: { title: '' } });
}

export function removeRouteMetadata(config: TenantConfig, pattern: string): TenantConfig {
  const { [pattern]: _removed, ...metadata } = config.settings.styling.metadata ?? {};
  return withMetadata(config, metadata);
}
