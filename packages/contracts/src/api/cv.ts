/**
 * CV generation (docs/users.md#cv): a freelancer's profile as a PDF CV, in the language asked
 * for.
 */
import { z } from 'zod';
import { zUserId } from './common';
import { EXTRACTOR_KINDS, ZExtractedFreelancer } from './custom-data';
import { CV_LANGUAGES } from './cv-languages';
import { MAX_FILE_KEY_LENGTH } from './file-limits';

// Without zod, so the CV download button ships no schemas.
export { CV_LANGUAGES, type CvLanguage } from './cv-languages';

/** `me` stands for the caller. */
export const ZGenerateCvParams = z.strictObject({ userId: z.union([z.literal('me'), zUserId]) });
export type GenerateCvParams = z.infer<typeof ZGenerateCvParams>;

/** `lng`: the language on screen; without it, the browser's, else the tenant's default. */
export const ZGenerateCvBody = z
  .strictObject({ lng: z.enum(CV_LANGUAGES).optional() })
  .meta({ examples: [{ lng: 'en' }] });
export type GenerateCvBody = z.input<typeof ZGenerateCvBody>;

/**
 * CV parsing (docs/users.md#cv-parsing): a freelancer's uploaded CV (PDF or DOCX) read in the
 * background into profile fields they review before saving.
 */
export const CV_PARSE_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type CvParseStatus = (typeof CV_PARSE_STATUSES)[number];

/** The reason every failed parse carries (the details follow it). */
export const CV_PARSE_FAILED = 'CV parsing failed';

/** `key`: a file the caller uploaded under `cv/…` through POST /apis/auth/s3. */
export const ZStartCvParseBody = z
  .strictObject({ key: z.string().min(1).max(MAX_FILE_KEY_LENGTH) })
  .meta({ examples: [{ key: 'cv/resume.pdf' }] });
export type StartCvParseBody = z.input<typeof ZStartCvParseBody>;

export const ZStartCvParseResponse = z.object({
  jobId: z.string(),
  status: z.enum(CV_PARSE_STATUSES),
});
export type StartCvParseResponse = z.infer<typeof ZStartCvParseResponse>;

export const ZCvParseJob = z.object({
  jobId: z.string(),
  key: z.string(),
  status: z.enum(CV_PARSE_STATUSES),
  /** Why a failed parse failed; null otherwise. */
  reason: z.string().nullable(),
  /** The fields read from the CV once succeeded (skills are the tenant's ids); null otherwise. */
  result: ZExtractedFreelancer.nullable(),
  extractor: z.enum(EXTRACTOR_KINDS).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CvParseJob = z.infer<typeof ZCvParseJob>;

/** The caller's latest parse, or null when they never started one. */
export const ZLatestCvParseResponse = z.object({ job: ZCvParseJob.nullable() });
export type LatestCvParseResponse = z.infer<typeof ZLatestCvParseResponse>;
