import { contrastRatio, withTextContrast } from './contrast';
import {
  BREAKPOINTS_PX,
  DEFAULT_STYLING,
  type ButtonStyle,
  type TenantStyling,
} from '@mp/contracts';

export interface ThemeVariable {
  /** The CSS custom property, e.g. `--primary-button`. */
  name: string;
  /** What the stylesheet uses it for. */
  usage: string;
  /** The value ui.css falls back to when the tenant sets nothing. */
  fallback: string;
}

const FONT_STACK = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
const { colorsMap: defaultColors } = DEFAULT_STYLING;
const DEFAULT_SURFACE = defaultColors.color3 ?? '#ffffff';
const DEFAULT_PRIMARY = defaultColors.primaryButton ?? '#1d4ed8';
const DEFAULT_PRIMARY_TEXT = defaultColors.primaryButtonText ?? '#ffffff';

const SHARED_BUTTON_VARIABLES = [
  { name: '--button-radius', usage: 'Corner radius of every button', fallback: '6px' },
  { name: '--button-border-width', usage: 'Border width of every button', fallback: '1px' },
  { name: '--button-font-weight', usage: 'Font weight of every button', fallback: '600' },
  { name: '--button-text-transform', usage: 'Text case of every button', fallback: 'none' },
  { name: '--button-padding-x', usage: 'Horizontal padding of every button', fallback: '1.25rem' },
  { name: '--button-padding-y', usage: 'Vertical padding of every button', fallback: '0.5rem' },
] as const;

/** The per-variant properties (tenant buttonStyles.<variant>); layout ones default to shared. */
function buttonVariables<V extends string>(variant: V, colors: { bg: string; text: string }) {
  const bg = `var(--${variant}-button, ${colors.bg})` as const;
  const shared = (field: string, fallback: string) => `var(--button-${field}, ${fallback})`;
  return [
    { name: `--${variant}-button`, usage: `${variant} button background`, fallback: colors.bg },
    { name: `--${variant}-button-text`, usage: `${variant} button text`, fallback: colors.text },
    { name: `--${variant}-button-border`, usage: `${variant} button border colour`, fallback: bg },
    {
      name: `--${variant}-button-hover`,
      usage: `${variant} button hover background`,
      fallback: bg,
    },
    {
      name: `--${variant}-button-radius`,
      usage: `${variant} button corner radius`,
      fallback: shared('radius', '6px'),
    },
    {
      name: `--${variant}-button-border-width`,
      usage: `${variant} button border width`,
      fallback: shared('border-width', '1px'),
    },
    {
      name: `--${variant}-button-font-weight`,
      usage: `${variant} button font weight`,
      fallback: shared('font-weight', '600'),
    },
    {
      name: `--${variant}-button-text-transform`,
      usage: `${variant} button text case`,
      fallback: shared('text-transform', 'none'),
    },
    {
      name: `--${variant}-button-padding-x`,
      usage: `${variant} button horizontal padding`,
      fallback: shared('padding-x', '1.25rem'),
    },
    {
      name: `--${variant}-button-padding-y`,
      usage: `${variant} button vertical padding`,
      fallback: shared('padding-y', '0.5rem'),
    },
  ] as const;
}

/**
 * Every custom property ui.css reads, with the exact fallback ui.css uses (a test keeps the
 * two in step); tenant styling may set any of them.
 */
export const THEME_VARIABLES = [
  { name: '--color-1', usage: 'Main text and headings', fallback: '#1b1f2a' },
  { name: '--color-2', usage: 'Accent: links, focus ring, progress fill', fallback: '#2457d6' },
  { name: '--color-3', usage: 'Page and surface background', fallback: DEFAULT_SURFACE },
  { name: '--color-4', usage: 'Borders and dividers', fallback: '#d4d8e0' },
  { name: '--color-5', usage: 'Secondary (muted) text', fallback: '#5b6275' },
  { name: '--color-success', usage: 'Success alerts', fallback: '#1e7b3a' },
  { name: '--color-error', usage: 'Errors: alerts, error states, fields', fallback: '#b3261e' },
  { name: '--color-warning', usage: 'Warning alerts', fallback: '#8a5a00' },
  { name: '--color-info', usage: 'Info alerts', fallback: '#1f5fa8' },
  { name: '--font-body', usage: 'Body font stack', fallback: FONT_STACK },
  {
    name: '--font-heading',
    usage: 'Heading font stack',
    fallback: `var(--font-body, ${FONT_STACK})`,
  },
  { name: '--radius', usage: 'Corner radius of fields, cards, alerts, dialogs', fallback: '6px' },
  ...SHARED_BUTTON_VARIABLES,
  ...buttonVariables('primary', { bg: DEFAULT_PRIMARY, text: DEFAULT_PRIMARY_TEXT }),
  ...buttonVariables('secondary', { bg: DEFAULT_SURFACE, text: DEFAULT_PRIMARY }),
  ...buttonVariables('cancel', { bg: DEFAULT_SURFACE, text: '#5b6275' }),
  {
    name: '--link-button-text',
    usage: 'link button text',
    fallback: 'var(--color-2, #2457d6)',
  },
] as const satisfies readonly ThemeVariable[];

export type ThemeVariableName = (typeof THEME_VARIABLES)[number]['name'];

/**
 * The default styling (color3 white, primaryButton blue, primaryButtonText white;
 * docs/tenants.md#styling).
 */
export const THEME_DEFAULTS: Readonly<Record<string, string>> = {
  '--color-3': DEFAULT_SURFACE,
  '--primary-button': DEFAULT_PRIMARY,
  '--primary-button-text': DEFAULT_PRIMARY_TEXT,
};

/** Media query for the mobile layout: below 769 px (docs/shell.md#breakpoints). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${BREAKPOINTS_PX.mobileBelow - 1}px)`;

/** The parts of the tenant styling that become custom properties. */
export type ThemeStyling = Partial<
  Pick<TenantStyling, 'colorsMap' | 'buttonStyles' | 'fontVariablesList'>
>;

/** `color3` → `--color-3`, `primaryButtonText` → `--primary-button-text`, `--x` stays. */
export function toCustomPropertyName(key: string): string {
  if (key.startsWith('--')) return key;
  const kebab = key
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
  return `--${kebab}`;
}

const SAFE_NAME = /^--[a-zA-Z0-9-]+$/;

/**
 * A tenant value as a custom property value, or null. Values end up in a style attribute or
 * a served <style> element: nothing that could end the declaration or the element, and no
 * `url()`/`expression()`, so tenant settings never pull content from another origin.
 */
export function safeCssValue(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || /[;{}<>\\]/.test(trimmed)) return null;
  if (/url\s*\(|expression\s*\(/i.test(trimmed)) return null;
  return trimmed;
}

/** Sets `name` to the value when both are safe; otherwise leaves the target as it was. */
export function putCssVariable(target: Record<string, string>, name: string, value: unknown): void {
  const safe = safeCssValue(value);
  if (safe !== null && SAFE_NAME.test(name)) target[name] = safe;
}

const put = putCssVariable;

const BUTTON_STYLE_SUFFIXES: Record<keyof ButtonStyle, string> = {
  backgroundColor: '',
  color: '-text',
  borderColor: '-border',
  hoverBackgroundColor: '-hover',
  borderRadius: '-radius',
  borderWidth: '-border-width',
  fontWeight: '-font-weight',
  textTransform: '-text-transform',
  paddingX: '-padding-x',
  paddingY: '-padding-y',
};

function putButtonStyles(target: Record<string, string>, styles: ThemeStyling['buttonStyles']) {
  for (const [variant, style] of Object.entries(styles ?? {})) {
    for (const [field, value] of Object.entries(style ?? {})) {
      const suffix = BUTTON_STYLE_SUFFIXES[field as keyof ButtonStyle];
      if (suffix !== undefined) put(target, `--${variant}-button${suffix}`, value);
    }
  }
}

function fontVariableName(name: string): string {
  if (name.startsWith('--')) return name;
  return toCustomPropertyName(/^font/i.test(name) ? name : `font-${name}`);
}

/**
 * Turns tenant styling into custom properties, for a style attribute or
 * `document.documentElement.style.setProperty`; the default styling fills what is missing.
 * colorsMap `color3` → `--color-3`; buttonStyles.primary.backgroundColor → `--primary-button`,
 * `.color` → `--primary-button-text`; fontVariablesList `{ name, value }` → `name: value`.
 */
export function themeToCssVariables(styling?: ThemeStyling | null): Record<string, string> {
  const variables: Record<string, string> = { ...THEME_DEFAULTS };
  for (const [key, value] of Object.entries(styling?.colorsMap ?? {})) {
    put(variables, toCustomPropertyName(key), value);
  }
  putButtonStyles(variables, styling?.buttonStyles);
  for (const font of styling?.fontVariablesList ?? []) {
    put(variables, fontVariableName(font.name), font.value);
  }
  return withReadableColours(variables);
}

/**
 * Pairs of text and background a tenant sets: the first of each is moved (darker or lighter,
 * same hue) until normal text on it reaches 4.5:1. Filled buttons keep their text colour and
 * move their fill; text on the page surface moves itself.
 */
const CONTRAST_PAIRS: ReadonlyArray<readonly [moved: string, against: string]> = [
  ['--primary-button', '--primary-button-text'],
  ['--primary-button-hover', '--primary-button-text'],
  ['--secondary-button-text', '--secondary-button'],
  ['--cancel-button-text', '--cancel-button'],
  ['--color-1', '--color-3'],
  ['--color-2', '--color-3'],
  ['--color-5', '--color-3'],
  ['--header-text', '--header-background'],
  ['--header-link', '--header-background'],
  ['--footer-text', '--footer-background'],
];

/** What each variable falls back to in ui.css when the tenant leaves it unset. */
const FALLBACKS: Readonly<Record<string, string>> = Object.fromEntries(
  THEME_VARIABLES.map((variable) => [variable.name, variable.fallback]),
);

/**
 * Tenant colours corrected for contrast at run time (docs/accessibility.md#tenant-colours):
 * what fails AA is changed just enough, the rest kept. Each correction is listed by
 * `contrastCorrections` for the tenant's administrators.
 */
export function withReadableColours(variables: Record<string, string>): Record<string, string> {
  const out = { ...variables };
  for (const [moved, against] of CONTRAST_PAIRS) {
    const colour = out[moved];
    const other = out[against] ?? FALLBACKS[against];
    if (colour === undefined || other === undefined) continue;
    out[moved] = withTextContrast(colour, other);
  }
  return out;
}

export interface ContrastCorrection {
  variable: string;
  /** What the tenant set, and what is shown instead. */
  from: string;
  to: string;
  against: string;
  ratio: number;
}

/** The corrections withReadableColours makes to these variables, with the ratio they had. */
export function contrastCorrections(variables: Record<string, string>): ContrastCorrection[] {
  const corrected = withReadableColours(variables);
  return CONTRAST_PAIRS.flatMap(([moved, against]) => {
    const from = variables[moved];
    const to = corrected[moved];
    const other = corrected[against] ?? FALLBACKS[against] ?? '';
    if (from === undefined || to === undefined || from === to) return [];
    return [{ variable: moved, from, to, against: other, ratio: contrastRatio(from, other) ?? 0 }];
  });
}
