/**
 * POST, PUT, DELETE /freelancer/references {type, data.references} (docs/users.md#references): add
 * to, replace or remove from the calling freelancer's references of one type.
 */
import { z } from 'zod';
import { REFERENCE_TYPES, ZReference } from '../entities/reference';
import { zId } from '../tenant/primitives';

/** At most this many references of one type (the Reference entity's own limit). */
export const MAX_REFERENCES_PER_TYPE = 50;

const zType = z.enum(REFERENCE_TYPES);
const zNewReference = ZReference.omit({ referenceId: true });
const zKeptReference = ZReference.extend({ referenceId: zId.optional() });

export const ZAddReferencesBody = z.strictObject({
  type: zType,
  data: z.strictObject({
    references: z.array(zNewReference).min(1).max(MAX_REFERENCES_PER_TYPE),
  }),
});
export const ZReplaceReferencesBody = z.strictObject({
  type: zType,
  data: z.strictObject({
    references: z.array(zKeptReference).max(MAX_REFERENCES_PER_TYPE),
  }),
});
export const ZDeleteReferencesBody = z.strictObject({
  type: zType,
  data: z.strictObject({
    references: z
      .array(z.strictObject({ referenceId: zId }))
      .min(1)
      .max(MAX_REFERENCES_PER_TYPE),
  }),
});
