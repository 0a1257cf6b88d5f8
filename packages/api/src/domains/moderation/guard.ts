/**
 * The contact-detail guard (docs/messaging.md#contact-detail-guard): texts written to the other
 * side before a contract exists are searched for contact details; the tenant's
 * `contactDetailGuard` switch masks them or warns the sender, who may then send anyway.
 */
import {
  API_ERROR_CODES,
  CONTACT_INFO_WARNING,
  FEATURES,
  contactGuardMode,
  contactKindsOf,
  evaluateFeature,
  findContactDetails,
  maskContactDetails,
  type ContactKind,
} from '@mp/contracts';
import { HttpError } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { Tenant } from '../../tenancy';

export interface GuardedText {
  /** The request field the text came from (named in the warning). */
  field: string;
  text: string;
}

export interface GuardOutcome {
  /** null: nothing found (or the guard is off for the sender). */
  action: 'masked' | 'warned' | null;
  kinds: ContactKind[];
  /** The texts to store, in the order given (masked when action is masked). */
  texts: string[];
}

const KIND_NAMES: Record<ContactKind, string> = {
  email: 'an e-mail address',
  phone: 'a phone number',
  link: 'a link to an outside contact channel',
};

function warning(found: { field: string; kinds: ContactKind[] }[]): HttpError {
  return new HttpError(
    422,
    API_ERROR_CODES.contactInfoDetected,
    CONTACT_INFO_WARNING,
    found.map(({ field, kinds }) => ({
      path: field,
      message: `Contains ${kinds.map((kind) => KIND_NAMES[kind]).join(' and ')}`,
    })),
  );
}

/**
 * Applies the tenant's guard to texts the caller writes to someone they have no contract with.
 * Warn mode without `acknowledged`: 422 CONTACT_INFO_DETECTED naming each field.
 */
export function guardTexts(
  tenant: Tenant,
  caller: Caller,
  texts: readonly GuardedText[],
  acknowledged: boolean,
): GuardOutcome {
  const unchanged = texts.map((entry) => entry.text);
  const feature = evaluateFeature(tenant.features, FEATURES.contactDetailGuard, {
    tenantId: tenant.id,
    role: caller.role,
    freelancerRole: caller.freelancerRole,
  });
  if (!feature.enabled) return { action: null, kinds: [], texts: unchanged };
  const findings = texts.map((entry) => findContactDetails(entry.text));
  const kinds = contactKindsOf(findings.flat());
  if (kinds.length === 0) return { action: null, kinds, texts: unchanged };
  if (contactGuardMode(feature.value) === 'mask') {
    return {
      action: 'masked',
      kinds,
      texts: texts.map((entry, index) => maskContactDetails(entry.text, findings[index])),
    };
  }
  if (!acknowledged) {
    throw warning(
      texts
        .map((entry, index) => ({ field: entry.field, kinds: contactKindsOf(findings[index]!) }))
        .filter((entry) => entry.kinds.length > 0),
    );
  }
  return { action: 'warned', kinds, texts: unchanged };
}
