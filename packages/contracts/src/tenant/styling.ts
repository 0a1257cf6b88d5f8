/** Tenant look (docs/tenants.md#styling), served by GET /styling/get_tenant_styling. */
import { z } from 'zod';
import { resolveStyling } from './styling-defaults';
import {
  isHttpUrl,
  zAssetUrl,
  zCssColor,
  zCssLength,
  zCssValue,
  zCssVariableName,
} from './primitives';

export const FONT_TYPES = ['local', 'web'] as const;
export const FONT_FORMATS = [
  'woff2',
  'woff',
  'truetype',
  'opentype',
  'embedded-opentype',
  'svg',
] as const;

/** Key prefix of uploaded font files (docs/tenant-console.md#fonts). */
export const FONT_FILE_KEY_PREFIX = 'fonts/';

/** Font files an administrator may upload, by content type (docs/files.md#fonts). */
export const FONT_FILE_FORMATS = {
  'font/woff2': 'woff2',
  'font/woff': 'woff',
  'font/ttf': 'truetype',
  'font/otf': 'opentype',
} as const satisfies Record<string, (typeof FONT_FORMATS)[number]>;
export type FontFileContentType = keyof typeof FONT_FILE_FORMATS;

/** Font files are at most 5 MB (a full family of Latin, Cyrillic and Greek fits). */
export const MAX_FONT_FILE_BYTES = 5 * 1024 * 1024;

/**
 * One font face. `key` is the font-family name. A `web` font needs an http(s) `url` (a font
 * file, or a stylesheet when no `format` is given); a `local` font is installed on the device
 * (no url), a file served by the app (`url` is a path), or a font file uploaded through the
 * files service (`fileKey`, under `fonts/`).
 */
export const ZTenantFont = z
  .strictObject({
    type: z.enum(FONT_TYPES),
    key: z
      .string()
      .min(1)
      .max(80)
      .regex(/^[A-Za-z0-9 _-]+$/, 'Font names use letters, digits, spaces, "_" or "-"'),
    url: z.string().max(2048).optional(),
    /** An uploaded font file's key (`fonts/…`): the shell loads it from the files service. */
    fileKey: z
      .string()
      .max(512)
      .regex(/^fonts\/[^\s\\]+$/, 'An uploaded font file\'s key starts with "fonts/"')
      .refine((key) => !key.split('/').includes('..'), 'A file key may not contain ".."')
      .optional(),
    weight: z.union([z.number().int().min(1).max(1000), z.enum(['normal', 'bold'])]).optional(),
    style: z.enum(['normal', 'italic', 'oblique']).optional(),
    format: z.enum(FONT_FORMATS).optional(),
  })
  .superRefine((font, ctx) => {
    if (font.type === 'web' && (font.url === undefined || !isHttpUrl(font.url))) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: 'A web font needs an http(s) url',
      });
    }
    if (font.type === 'local' && font.url !== undefined && !/^\/(?!\/)\S*$/.test(font.url)) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: 'A local font url must be a path served by the app',
      });
    }
    if (font.fileKey !== undefined && (font.type !== 'local' || font.url !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['fileKey'],
        message: 'An uploaded font file is a local font without a url',
      });
    }
  });
export type TenantFont = z.infer<typeof ZTenantFont>;

/** Binds a CSS custom property (e.g. `--font-heading`) to a font stack. */
export const ZFontVariable = z.strictObject({
  name: zCssVariableName,
  value: zCssValue,
});
export type FontVariable = z.infer<typeof ZFontVariable>;

export const BUTTON_VARIANTS = ['primary', 'secondary', 'cancel', 'link'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const ZButtonStyle = z.strictObject({
  backgroundColor: zCssColor.optional(),
  color: zCssColor.optional(),
  borderColor: zCssColor.optional(),
  borderRadius: zCssLength.optional(),
  borderWidth: zCssLength.optional(),
  fontWeight: z.union([z.number().int().min(1).max(1000), z.enum(['normal', 'bold'])]).optional(),
  textTransform: z.enum(['none', 'uppercase', 'lowercase', 'capitalize']).optional(),
  paddingX: zCssLength.optional(),
  paddingY: zCssLength.optional(),
  hoverBackgroundColor: zCssColor.optional(),
});
export type ButtonStyle = z.infer<typeof ZButtonStyle>;

export const ZTenantStyling = z.strictObject({
  /** Named colours (color1..colorN, primaryButton, primaryButtonText, ...) -> CSS colour. */
  colorsMap: z.record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'Colour names are identifiers'),
    zCssColor,
  ),
  fontsList: z.array(ZTenantFont).max(40),
  fontVariablesList: z.array(ZFontVariable).max(40),
  favicon: zAssetUrl.optional(),
  logo: zAssetUrl.optional(),
  /** Header logo height in px. */
  logoHeight: z.number().positive().max(400).optional(),
  buttonStyles: z.partialRecord(z.enum(BUTTON_VARIANTS), ZButtonStyle).optional(),
});
export type TenantStyling = z.infer<typeof ZTenantStyling>;

/**
 * For a styling response of unknown shape: valid input is resolved, anything else gives the
 * defaults (on error, styling falls back to the defaults: docs/tenants.md#styling).
 */
export function parseStylingOrDefault(raw: unknown): {
  styling: TenantStyling;
  error?: z.ZodError;
} {
  const parsed = ZTenantStyling.partial().safeParse(raw);
  if (parsed.success) return { styling: resolveStyling(parsed.data) };
  return { styling: resolveStyling(), error: parsed.error };
}
