/** Tenant catalogues: data types, services, skills and agencies (docs/tenants.md#catalogues). */
import { z } from 'zod';
import { zAssetUrl, zHttpUrl, zId, zSlug } from './primitives';

/** Portfolio media extensions (docs/users.md#input-rules). */
export const PORTFOLIO_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif'] as const;
export const PORTFOLIO_VIDEO_EXTENSIONS = [
  'mp4',
  'avi',
  'mov',
  'wmv',
  'flv',
  'mkv',
  'webm',
] as const;

/** Whose data a data type describes; also the only types AI extraction accepts. */
export const DATA_TYPE_KINDS = ['freelancer', 'job'] as const;
export type DataTypeKind = (typeof DATA_TYPE_KINDS)[number];

export const DATA_FIELD_KINDS = [
  'text',
  'textarea',
  'number',
  'date',
  'boolean',
  'select',
  'url',
  'file',
] as const;
export type DataFieldKind = (typeof DATA_FIELD_KINDS)[number];

export const ZDataTypeField = z
  .strictObject({
    key: z.string().regex(/^[a-z][A-Za-z0-9]{0,63}$/, 'Field keys are camelCase identifiers'),
    label: z.string().trim().min(1).max(120),
    kind: z.enum(DATA_FIELD_KINDS),
    required: z.boolean(),
    /** Choices of a `select` field. */
    options: z.array(z.string().trim().min(1).max(120)).min(1).max(100).optional(),
    /** Accepted file extensions of a `file` field, without dots. */
    accept: z
      .array(z.string().regex(/^[a-z0-9]{1,10}$/))
      .min(1)
      .optional(),
    multiple: z.boolean().optional(),
  })
  .superRefine((field, ctx) => {
    if (field.kind === 'select' && !field.options) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'A select field needs options' });
    }
    if (field.kind !== 'select' && field.options) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'Only select fields have options',
      });
    }
    if (field.kind !== 'file' && field.accept) {
      ctx.addIssue({ code: 'custom', path: ['accept'], message: 'Only file fields accept files' });
    }
  });
export type DataTypeField = z.infer<typeof ZDataTypeField>;

export const ZDataType = z.strictObject({
  id: zId,
  name: z.string().trim().min(1).max(120),
  description: z.string().max(1000).optional(),
  type: z.enum(DATA_TYPE_KINDS),
  fields: z
    .array(ZDataTypeField)
    .min(1)
    .max(50)
    .refine(
      (fields) => new Set(fields.map((f) => f.key)).size === fields.length,
      'Field keys must be unique',
    ),
  /** A freelancer must consent before a customer sees this data (consentedDataTypeIds). */
  requiresConsent: z.boolean().optional(),
});
export type DataType = z.infer<typeof ZDataType>;

export const ZService = z.strictObject({
  id: zId,
  name: z.string().trim().min(1).max(120),
  /** The `{serviceName}` of `/freelancers/{serviceName}`. */
  slug: zSlug,
  description: z.string().max(1000).optional(),
  icon: zAssetUrl.optional(),
});
export type Service = z.infer<typeof ZService>;

export const ZSkill = z.strictObject({
  id: zId,
  name: z.string().trim().min(1).max(80),
  /** Services this skill is usually offered under. */
  serviceIds: z.array(zId).max(20).optional(),
});
export type Skill = z.infer<typeof ZSkill>;

export const ZAgency = z.strictObject({
  id: zId,
  name: z.string().trim().min(1).max(120),
  description: z.string().max(2000).optional(),
  logo: zAssetUrl.optional(),
  website: zHttpUrl.optional(),
  /** The agency company account (freelancer sub-type 0) that owns the agency. */
  ownerId: zId.optional(),
});
export type Agency = z.infer<typeof ZAgency>;

/** Finds a service by the slug of `/freelancers/{serviceName}` (case-insensitive). */
export function findServiceBySlug<T extends Pick<Service, 'slug'>>(
  services: readonly T[],
  serviceName: string,
): T | undefined {
  const slug = serviceName.trim().toLowerCase();
  return services.find((s) => s.slug === slug);
}
