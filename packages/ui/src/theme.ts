import { BREAKPOINTS_PX } from '@mp/contracts';

export interface ThemeVariable {
  /** The CSS custom property, e.g. `--primary-button`. */
  name: string;
  /** What the stylesheet uses it for. */
  usage: string;
  /** The value ui.css falls back to when the tenant sets nothing. */
  fallback: string;
}

/** Every custom property ui.css reads; tenant styling may set any of them. */
export const THEME_VARIABLES = [
  { name: '--color-1', usage: 'Main text and headings', fallback: '#1b1f2a' },
  { name: '--color-2', usage: 'Accent: links, focus ring, progress fill', fallback: '#2457d6' },
  { name: '--color-3', usage: 'Page and surface background', fallback: 'white' },
  { name: '--color-4', usage: 'Borders and dividers', fallback: '#d4d8e0' },
  { name: '--color-5', usage: 'Secondary (muted) text', fallback: '#5b6275' },
  { name: '--color-success', usage: 'Success alerts', fallback: '#1e7b3a' },
  { name: '--color-error', usage: 'Error alerts and field errors', fallback: '#b3261e' },
  { name: '--color-warning', usage: 'Warning alerts', fallback: '#8a5a00' },
  { name: '--color-info', usage: 'Info alerts', fallback: '#1f5fa8' },
  { name: '--primary-button', usage: 'Primary button background', fallback: 'blue' },
  { name: '--primary-button-text', usage: 'Primary button text', fallback: 'white' },
  { name: '--secondary-button', usage: 'Secondary button background', fallback: 'white' },
  { name: '--secondary-button-text', usage: 'Secondary button text and border', fallback: 'blue' },
  {
    name: '--font-body',
    usage: 'Body font stack',
    fallback: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  { name: '--font-heading', usage: 'Heading font stack', fallback: 'var(--font-body)' },
  { name: '--radius', usage: 'Corner radius of controls and cards', fallback: '6px' },
] as const satisfies readonly ThemeVariable[];

export type ThemeVariableName = (typeof THEME_VARIABLES)[number]['name'];

/** The defaults SPEC section 3 names for tenant styling. */
export const THEME_DEFAULTS = {
  '--color-3': 'white',
  '--primary-button': 'blue',
  '--primary-button-text': 'white',
} as const satisfies Partial<Record<ThemeVariableName, string>>;

/** Media query for the mobile layout (SPEC section 9: mobile below 769 px). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${BREAKPOINTS_PX.mobileBelow - 1}px)`;

type StyleValues = Readonly<Record<string, unknown>> | null | undefined;

export interface FontVariable {
  key?: string;
  name?: string;
  value?: unknown;
}

/** The parts of the tenant styling that become custom properties. */
export interface ThemeStyling {
  /** e.g. `{ color3: 'white', primaryButton: 'blue', primaryButtonText: 'white' }`. */
  colorsMap?: StyleValues;
  /** Button styles, e.g. `{ primaryButton: '#0a0', secondaryButtonText: '#0a0' }`. */
  buttonStyles?: StyleValues;
  /** Font variables, e.g. `[{ key: 'body', value: '"Inter", sans-serif' }]` → `--font-body`. */
  fontVariablesList?: readonly FontVariable[] | null;
}

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

const SAFE_NAME = /^--[a-z0-9-]+$/;

// Tenant values end up in a style attribute: refuse anything that could close the declaration.
function safeValue(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || /[;{}<>]/.test(trimmed)) return null;
  return trimmed;
}

function addAll(target: Record<string, string>, values: StyleValues): void {
  for (const [key, raw] of Object.entries(values ?? {})) {
    const name = toCustomPropertyName(key);
    const value = safeValue(raw);
    if (value !== null && SAFE_NAME.test(name)) target[name] = value;
  }
}

/**
 * Turns tenant styling into custom properties for a style attribute or
 * `document.documentElement.style.setProperty`; missing defaults are filled in.
 */
export function themeToCssVariables(styling?: ThemeStyling | null): Record<string, string> {
  const variables: Record<string, string> = { ...THEME_DEFAULTS };
  addAll(variables, styling?.colorsMap);
  addAll(variables, styling?.buttonStyles);
  for (const font of styling?.fontVariablesList ?? []) {
    const key = font.key ?? font.name;
    if (!key) continue;
    const prefixed = /^(--)?font/i.test(key) ? key : `font-${key}`;
    addAll(variables, { [prefixed]: font.value });
  }
  return variables;
}
