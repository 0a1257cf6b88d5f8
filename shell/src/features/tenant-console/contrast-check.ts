/**
 * The console's contrast check (docs/tenant-console.md#contrast-check): the draft's text colours
 * against the backgrounds they are painted on, resolved as the shell paints them, and the pairs
 * below the WCAG AA ratio for normal text (4.5:1).
 */
import type { TenantConfig } from '@mp/contracts';
import { AA_TEXT_CONTRAST, THEME_VARIABLES, contrastRatio } from '@mp/ui';

export type ContrastPairName = 'headerText' | 'headerLinks' | 'primaryButton';

export interface ContrastPair {
  pair: ContrastPairName;
  text: string;
  background: string;
  /** The ratio (1 to 21), or null when a colour cannot be read (a name such as `teal`). */
  ratio: number | null;
}

function fallback(variable: string): string {
  return THEME_VARIABLES.find((entry) => entry.name === variable)?.fallback ?? '';
}

/** Each text colour and its background as the shell resolves them for this configuration. */
export function contrastPairs(config: TenantConfig): ContrastPair[] {
  const colours = config.styling.colorsMap;
  const header = config.settings.styling.header ?? {};
  const primary = config.styling.buttonStyles?.primary ?? {};
  const headerBackground =
    header.backgroundColor ?? colours.headerBackground ?? colours.color3 ?? fallback('--color-3');
  const pairs: Array<Omit<ContrastPair, 'ratio'>> = [
    {
      pair: 'headerText',
      text: header.textColor ?? colours.color1 ?? fallback('--color-1'),
      background: headerBackground,
    },
    {
      pair: 'headerLinks',
      text: header.linkColor ?? colours.color2 ?? fallback('--color-2'),
      background: headerBackground,
    },
    {
      pair: 'primaryButton',
      text: primary.color ?? colours.primaryButtonText ?? fallback('--primary-button-text'),
      background: primary.backgroundColor ?? colours.primaryButton ?? fallback('--primary-button'),
    },
  ];
  return pairs.map((entry) => ({ ...entry, ratio: contrastRatio(entry.text, entry.background) }));
}

/** The pairs normal text cannot be read on at AA (below 4.5:1), ratio rounded down to 0.01. */
export function contrastWarnings(config: TenantConfig): Array<ContrastPair & { ratio: number }> {
  return contrastPairs(config).flatMap((entry) =>
    entry.ratio !== null && entry.ratio < AA_TEXT_CONTRAST
      ? [{ ...entry, ratio: Math.floor(entry.ratio * 100) / 100 }]
      : [],
  );
}
