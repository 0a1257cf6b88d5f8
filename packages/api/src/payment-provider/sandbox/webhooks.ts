/**
 * The sandbox's webhooks, signed as real providers sign theirs: the header carries a timestamp
 * and an HMAC-SHA256 of `timestamp.body` with the endpoint's secret. The API refuses a webhook
 * with no signature, another key's signature, or a timestamp outside the tolerance.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '../types';
import { WEBHOOK_TOLERANCE_S } from './test-values';

export function signWebhook(secret: string, body: string, timestampS: number): string {
  const mac = createHmac('sha256', secret).update(`${timestampS}.${body}`).digest('hex');
  return `t=${timestampS},v1=${mac}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value !== undefined && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return { timestamp, signatures };
}

/** Throws WebhookSignatureError unless `header` signs `body` with `secret`, recently. */
export function verifyWebhookSignature(
  secret: string,
  body: Buffer,
  header: string | undefined,
  nowS: number,
): void {
  if (header === undefined || header === '') throw new WebhookSignatureError('No signature');
  const { timestamp, signatures } = parseHeader(header);
  if (!Number.isFinite(timestamp) || signatures.length === 0)
    throw new WebhookSignatureError('The signature header is malformed');
  if (Math.abs(nowS - timestamp) > WEBHOOK_TOLERANCE_S)
    throw new WebhookSignatureError('The signature is too old or from the future');
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex'),
  );
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('The signature does not match');
}
