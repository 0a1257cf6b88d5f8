/** The tenant's home page content (docs/home.md#settings). */
import { z } from 'zod';
import { zAssetUrl, zLocaleCode } from './primitives';

export const ZHomeHeroText = z.strictObject({
  headline: z.string().trim().min(1).max(120),
  subline: z.string().trim().min(1).max(300),
  /** What the hero image shows, for screen readers; blank when it is decoration only. */
  imageAlt: z.string().trim().max(200).optional(),
});
export type HomeHeroText = z.infer<typeof ZHomeHeroText>;

export const ZHomeSettings = z.strictObject({
  hero: z.strictObject({
    /** The hero's picture: an http(s) URL, a site path or a data:image URL. */
    image: zAssetUrl.optional(),
    /** The hero's words per language; at least one language. */
    texts: z
      .record(zLocaleCode, ZHomeHeroText)
      .refine(
        (texts) => Object.keys(texts).length > 0,
        'Give the hero text in one language at least',
      ),
  }),
});
export type HomeSettings = z.infer<typeof ZHomeSettings>;
