/**
 * Custom-data extraction (docs/custom-data.md): free text (a job description, a CV) read into
 * the fields of the tenant's data types, or into a job's or a freelancer's own fields, for the
 * user to confirm before anything is saved.
 */
import { z } from 'zod';
import { DATA_TYPE_KINDS } from '../tenant/catalog';
import { zId } from '../tenant/primitives';
import { ZContractType, zJobBudget } from '../entities/job';
import { CYCLE_DURATIONS } from '../entities/milestone';

/** The longest text one extraction reads (a long CV or brief; more is refused, not cut). */
export const EXTRACTION_TEXT_MAX = 20_000;

/** The built-in rule-based extractor, or the configured chat-completions model. */
export const EXTRACTOR_KINDS = ['rules', 'ai'] as const;
export type ExtractorKind = (typeof EXTRACTOR_KINDS)[number];

const zExtractionText = z
  .string()
  .trim()
  .min(1, 'Give some text to read')
  .max(EXTRACTION_TEXT_MAX, `At most ${EXTRACTION_TEXT_MAX} characters`);

const EXAMPLE_BRIEF =
  'We need a WordPress developer to rebuild our bakery website in Manchester. Budget £1,500, start 2027-01-10, finished by 2027-02-28.';

/** A value read into a data type's field: text, a number, a yes/no, or dates as YYYY-MM-DD. */
export const ZExtractedValue = z.union([z.string(), z.number(), z.boolean()]);
export type ExtractedValue = z.infer<typeof ZExtractedValue>;

/** POST /apis/custom-data/extract/{name}: `name` is a data type's id or its name. */
export const ZExtractDataTypeParams = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .meta({ examples: ['website-brief'] }),
});
export type ExtractDataTypeParams = z.infer<typeof ZExtractDataTypeParams>;

/** {text, s3File}: the text, or a file the caller may read (its stored text is used), or both. */
export const ZExtractDataTypeBody = z
  .strictObject({
    text: zExtractionText.optional(),
    s3File: z.strictObject({ key: z.string().min(1).max(1024) }).optional(),
  })
  .refine((body) => body.text !== undefined || body.s3File !== undefined, {
    message: 'Send text or s3File',
    path: ['text'],
  })
  .meta({ examples: [{ text: EXAMPLE_BRIEF }] });
export type ExtractDataTypeBody = z.infer<typeof ZExtractDataTypeBody>;

/** What was read for one data type: values by field key, and which keys were found. */
export const ZDataTypeExtraction = z.object({
  dataTypeId: zId,
  name: z.string(),
  values: z.record(z.string(), ZExtractedValue),
  filled: z.array(z.string()),
});
export type DataTypeExtraction = z.infer<typeof ZDataTypeExtraction>;

export const ZExtractDataTypeResponse = z.object({
  extractor: z.enum(EXTRACTOR_KINDS),
  result: ZDataTypeExtraction,
});
export type ExtractDataTypeResponse = z.infer<typeof ZExtractDataTypeResponse>;

/** POST /apis/custom-data/extract/all {text}. */
export const ZExtractAllBody = z
  .strictObject({ text: zExtractionText })
  .meta({ examples: [{ text: EXAMPLE_BRIEF }] });
export type ExtractAllBody = z.infer<typeof ZExtractAllBody>;

/** Every data type of the tenant the caller may fill, each with what was read for it. */
export const ZExtractAllResponse = z.object({
  extractor: z.enum(EXTRACTOR_KINDS),
  results: z.array(ZDataTypeExtraction),
});
export type ExtractAllResponse = z.infer<typeof ZExtractAllResponse>;

/** POST /apis/custom-data/extract-with-ai {dataInput, type}: type only 'job' or 'freelancer'. */
export const ZExtractWithAiBody = z
  .strictObject({
    dataInput: zExtractionText,
    type: z.enum(DATA_TYPE_KINDS, { error: 'Invalid type' }),
  })
  .meta({ examples: [{ dataInput: EXAMPLE_BRIEF, type: 'job' }] });
export type ExtractWithAiBody = z.infer<typeof ZExtractWithAiBody>;

const ZExtractedLocation = z.object({ address: z.string(), remote: z.boolean() });

/** A job's fields read from a description; only what was found is present. */
export const ZExtractedJob = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  budget: zJobBudget.optional(),
  contractType: ZContractType.optional(),
  cycleDuration: z.enum(CYCLE_DURATIONS).optional(),
  serviceId: zId.optional(),
  skills: z.array(zId).optional(),
  location: ZExtractedLocation.optional(),
  /** YYYY-MM-DD. */
  startDate: z.string().optional(),
  /** YYYY-MM-DD. */
  dueDate: z.string().optional(),
});
export type ExtractedJob = z.infer<typeof ZExtractedJob>;

export const ZExtractedPeriod = z.object({
  /** YYYY-MM or YYYY. */
  from: z.string().optional(),
  /** YYYY-MM or YYYY; absent while current. */
  to: z.string().optional(),
});

export const ZExtractedExperience = z.object({
  ...ZExtractedPeriod.shape,
  title: z.string(),
  organisation: z.string().optional(),
});
export type ExtractedExperience = z.infer<typeof ZExtractedExperience>;

export const ZExtractedEducation = z.object({
  ...ZExtractedPeriod.shape,
  qualification: z.string(),
  institution: z.string().optional(),
});
export type ExtractedEducation = z.infer<typeof ZExtractedEducation>;

/** A freelancer's profile fields read from a CV or a bio; only what was found is present. */
export const ZExtractedFreelancer = z.object({
  name: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  /** Minor units per hour. */
  hourlyRate: z.number().int().min(0).optional(),
  skills: z.array(zId).optional(),
  location: ZExtractedLocation.optional(),
  experience: z.array(ZExtractedExperience).optional(),
  education: z.array(ZExtractedEducation).optional(),
});
export type ExtractedFreelancer = z.infer<typeof ZExtractedFreelancer>;

export const ZExtractWithAiResponse = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('job'),
    extractor: z.enum(EXTRACTOR_KINDS),
    fields: ZExtractedJob,
    filled: z.array(z.string()),
  }),
  z.object({
    type: z.literal('freelancer'),
    extractor: z.enum(EXTRACTOR_KINDS),
    fields: ZExtractedFreelancer,
    filled: z.array(z.string()),
  }),
]);
export type ExtractWithAiResponse = z.infer<typeof ZExtractWithAiResponse>;
