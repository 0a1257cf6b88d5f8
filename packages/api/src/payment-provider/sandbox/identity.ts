/**
 * The sandbox's identity checks (docs/payments.md#identity-verification): a session is made from
 * the document the user typed, and its outcome is queued as signed `identity.*` webhooks, in the
 * order they happen, like a real provider's identity product. The document number decides the
 * outcome (SANDBOX_IDENTITY_DOCUMENTS); the sandbox keeps only the session id and its reference.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { toJson } from '../../db/types';
import {
  WebhookSignatureError,
  type IdentityDocumentInput,
  type ProviderIdentityEvent,
  type ProviderIdentitySession,
} from '../types';
import { IDENTITY_REFUSAL_REASON, SANDBOX_IDENTITY_DOCUMENTS } from './test-values';

type IdentityEventType = ProviderIdentityEvent['type'];

const IDENTITY_EVENT_TYPES: ReadonlySet<string> = new Set<IdentityEventType>([
  'identity.processing',
  'identity.verified',
  'identity.refused',
]);

/** What the sandbox decides for a document number: the events it sends, in order. */
function outcomeOf(documentNumber: string): { type: IdentityEventType; reason: string | null }[] {
  const processing = { type: 'identity.processing' as const, reason: null };
  const number = documentNumber.trim().toUpperCase();
  if (number === SANDBOX_IDENTITY_DOCUMENTS.pending) return [processing];
  if (number === SANDBOX_IDENTITY_DOCUMENTS.refused)
    return [processing, { type: 'identity.refused', reason: IDENTITY_REFUSAL_REASON }];
  return [processing, { type: 'identity.verified', reason: null }];
}

/** Makes a session and queues its events for delivery (the caller's sweep sends them). */
export async function createSandboxIdentitySession(
  db: Queryable,
  input: IdentityDocumentInput,
): Promise<ProviderIdentitySession> {
  const sessionId = `vs_${randomBytes(12).toString('hex')}`;
  for (const { type, reason } of outcomeOf(input.documentNumber)) {
    const id = `evt_${randomBytes(12).toString('hex')}`;
    const payload = {
      id,
      type,
      tenantId: input.tenantId,
      data: { id: sessionId, reference: input.reference, reason },
    };
    await db.query(
      `INSERT INTO payment_sandbox_events (tenant_id, id, type, payload)
       VALUES ($1, $2, $3, $4::jsonb)`,
      [input.tenantId, id, type, toJson(payload)],
    );
  }
  return { id: sessionId, status: 'processing' };
}

type Json = Record<string, unknown>;

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a webhook body is about an identity session. */
export function isIdentityWireEvent(wire: unknown): wire is Json {
  return isJson(wire) && typeof wire.type === 'string' && IDENTITY_EVENT_TYPES.has(wire.type);
}

/** Reads an identity session's event as the sandbox sends it (after its signature was checked). */
export function readIdentityEvent(wire: Json): ProviderIdentityEvent {
  const data = wire.data;
  if (
    typeof wire.id !== 'string' ||
    typeof wire.tenantId !== 'string' ||
    !isJson(data) ||
    typeof data.id !== 'string' ||
    typeof data.reference !== 'string' ||
    (data.reason !== null && data.reason !== undefined && typeof data.reason !== 'string')
  )
    throw new WebhookSignatureError('The event is not one the provider sends');
  return {
    id: wire.id,
    type: wire.type as IdentityEventType,
    tenantId: wire.tenantId,
    sessionId: data.id,
    reference: data.reference,
    reason: typeof data.reason === 'string' ? data.reason : null,
  };
}
