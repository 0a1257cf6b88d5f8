/** Freelancer references: a type and its list of references (docs/users.md#references). */
import { z } from 'zod';
import { zId } from '../tenant/primitives';

export const REFERENCE_TYPES = ['professional', 'academic', 'personal'] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

export const ZReference = z.strictObject({
  referenceId: zId,
  name: z.string().trim().min(1).max(120),
  email: z.union([z.literal(''), z.email()]).optional(),
  phone: z.string().max(40).optional(),
  company: z.string().max(120).optional(),
  position: z.string().max(120).optional(),
  relationship: z.string().max(120).optional(),
  text: z.string().max(3000).optional(),
  rating: z.number().int().min(1).max(5).optional(),
});
export type Reference = z.infer<typeof ZReference>;

/** One `type` with its references, as sent to POST/PUT /freelancer/references. */
export const ZReferenceGroup = z.strictObject({
  type: z.enum(REFERENCE_TYPES),
  references: z.array(ZReference).max(50),
});
export type ReferenceGroup = z.infer<typeof ZReferenceGroup>;
