import { ZTenantConfig, type TenantConfig } from '@mp/contracts';

/**
 * For the console's tests: the smallest valid configuration (the contract's own example) with
 * the given styling colours, header colours and switches.
 */
export function testConfig(extra: {
  colours?: Record<string, string>;
  header?: { backgroundColor?: string; textColor?: string; linkColor?: string };
  features?: TenantConfig['features'];
  metadata?: NonNullable<TenantConfig['settings']['styling']['metadata']>;
}): TenantConfig {
  const examples = ZTenantConfig.meta()?.examples as readonly unknown[] | undefined;
  const example = ZTenantConfig.parse(examples?.[0]);
  return {
    settings: {
      ...example.settings,
      styling: {
        ...example.settings.styling,
        ...(extra.header ? { header: extra.header } : {}),
        ...(extra.metadata ? { metadata: extra.metadata } : {}),
      },
    },
    styling: { ...example.styling, colorsMap: extra.colours ?? {} },
    features: extra.features ?? {},
  };
}

/** The configuration offering these languages (`{value, label}` as the settings hold them). */
export function withLanguages(
  config: TenantConfig,
  languages: TenantConfig['settings']['languages'],
): TenantConfig {
  return { ...config, settings: { ...config.settings, languages } };
}
