/**
 * CV generation (docs/users.md#cv): a freelancer's profile as a PDF CV, in the language asked
 * for.
 */
import { z } from 'zod';
import { INVOICE_LANGUAGES } from '../constants';
import { zUserId } from './common';

/** The languages a generated CV is written in (those of the PDFs the API writes). */
export const CV_LANGUAGES = INVOICE_LANGUAGES;
export type CvLanguage = (typeof CV_LANGUAGES)[number];

/** `me` stands for the caller. */
export const ZGenerateCvParams = z.strictObject({ userId: z.union([z.literal('me'), zUserId]) });
export type GenerateCvParams = z.infer<typeof ZGenerateCvParams>;

/** `lng`: the language on screen; without it, the browser's, else the tenant's default. */
export const ZGenerateCvBody = z
  .strictObject({ lng: z.enum(CV_LANGUAGES).optional() })
  .meta({ examples: [{ lng: 'en' }] });
export type GenerateCvBody = z.input<typeof ZGenerateCvBody>;
