/** Building blocks shared by the entity schemas. */
import { z } from 'zod';
import { MAX_MINOR_AMOUNT } from '../money';
import { zId } from '../tenant/primitives';

/**
 * Latitude/longitude of a user or job (the default map centre is London,
 * docs/users.md#input-rules).
 */
export const ZLatLng = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type LatLng = z.infer<typeof ZLatLng>;

/**
 * An amount of money: a whole number of the minor unit of the tenant's currency (pence,
 * cents; docs/payments.md#amounts), never negative.
 */
export const zMinorAmount = z
  .number()
  .int()
  .min(0)
  .max(MAX_MINOR_AMOUNT)
  .meta({
    description: "In the minor unit of the tenant's currency (pence, cents): 350000 is £3,500.00",
    examples: [350000],
  });

/** A stored file: its storage key plus what the upload reported. */
export const ZFileRef = z.strictObject({
  key: z
    .string()
    .min(1)
    .max(1024)
    .refine((key) => !key.split('/').includes('..'), 'A file key may not contain ".."'),
  name: z.string().min(1).max(255),
  contentType: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/, 'Expected a MIME type'),
  size: z.number().int().min(0),
});
export type FileRef = z.infer<typeof ZFileRef>;

/** An entry of invitedFreelancersIds / acceptedFreelancersIds ("entries carry userId"). */
export const ZUserIdEntry = z.strictObject({ userId: zId });
export type UserIdEntry = z.infer<typeof ZUserIdEntry>;

/**
 * Phone numbers are a plus sign, the country code without dashes, then the digits
 * (docs/users.md#input-rules). Non-digits are dropped from the country code and the number.
 */
export function buildPhoneNumber(countryCode: string, digits: string): string {
  return `+${countryCode.replace(/\D/g, '')}${digits.replace(/\D/g, '')}`;
}

/**
 * Names are shortened to first initial plus last name ("J. Smith"), or first
 * name plus last initial ("Jane S."). A single name is returned as it is.
 */
export function shortenName(name: string, style: 'initialLast' | 'firstInitial'): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return parts[0] ?? '';
  const first = parts[0] as string;
  const last = parts[parts.length - 1] as string;
  return style === 'initialLast'
    ? `${first.charAt(0).toUpperCase()}. ${last}`
    : `${first} ${last.charAt(0).toUpperCase()}.`;
}
