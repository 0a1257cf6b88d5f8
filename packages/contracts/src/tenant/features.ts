/**
 * Feature-switch schemas (docs/tenants.md#feature-switches); the evaluation is in
 * feature-evaluation.ts.
 */
import { z } from 'zod';
import { evaluateFeature, USER_ROLES, type FeatureContext } from './feature-evaluation';
import { zId } from './primitives';

export const ZUserRole = z.enum(USER_ROLES);

type JsonObject = { [key: string]: z.core.util.JSONType };

/** A switch's value: a scalar or a JSON object (e.g. `{ withRestriction: true }`). */
export const ZFeatureValue = z.union([
  z.string().max(2000),
  z.number(),
  z.boolean(),
  z.record(z.string(), z.json()) as z.ZodType<JsonObject>,
]);
export type FeatureValue = z.infer<typeof ZFeatureValue>;

export const ZFeatureRoleValue = z.strictObject({
  userRole: ZUserRole,
  enabled: z.boolean(),
  /** Toast timing for this role, in seconds (docs/shell.md#toasts). */
  duration: z.number().positive().max(3600).optional(),
});
export type FeatureRoleValue = z.infer<typeof ZFeatureRoleValue>;

export const ZFeatureSwitch = z.strictObject({
  isEnabled: z.boolean(),
  value: ZFeatureValue.optional(),
  values: z
    .array(ZFeatureRoleValue)
    .refine(
      (values) => new Set(values.map((v) => v.userRole)).size === values.length,
      'Each userRole may appear only once',
    )
    .optional(),
  /** When set, the switch is on for this tenant whatever else it says. */
  forcedTenantId: zId.optional(),
});
export type FeatureSwitch = z.infer<typeof ZFeatureSwitch>;

const FEATURE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,79}$/;

/** A tenant's switches by name (GET /settings/features). */
export const ZTenantFeatures = z.record(
  z.string().regex(FEATURE_NAME, 'Feature names are camelCase identifiers'),
  ZFeatureSwitch,
);
export type TenantFeatures = z.infer<typeof ZTenantFeatures>;

/**
 * Reads an enabled switch's value through a schema, so callers get a typed value or
 * `undefined` (switch off, no value, or a value of the wrong shape).
 */
export function readFeatureValue<T>(
  features: TenantFeatures | null | undefined,
  name: string,
  schema: z.ZodType<T>,
  ctx: FeatureContext,
): T | undefined {
  const { enabled, value } = evaluateFeature(features, name, ctx);
  if (!enabled || value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
