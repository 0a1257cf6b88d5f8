/**
 * Text no route can store: NUL characters (PostgreSQL text refuses them) and UTF-16 surrogates
 * without their pair (no UTF-8 encoding exists for them). Every request is checked here, before
 * its schemas, so each answer names the field instead of failing in the database
 * (docs/security.md#bad-input).
 */
import type { FieldError } from '@mp/contracts';

const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE =
  'Text may not contain NUL characters or unpaired UTF-16 surrogates';

export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

function walk(value: unknown, path: string, found: FieldError[]): void {
  if (typeof value === 'string') {
    if (isUnsafeText(value)) found.push({ path, message: UNSAFE_TEXT_MESSAGE });
    return;
  }
  // File bytes (multipart uploads) are binary, not text.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${path}.${index}`, found));
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    const childPath = `${path}.${isUnsafeText(key) ? JSON.stringify(key) : key}`;
    if (isUnsafeText(key)) found.push({ path: childPath, message: UNSAFE_TEXT_MESSAGE });
    walk(child, childPath, found);
  }
}

/** Every string (and object key) under `value` holding unsafe text, by its path from `part`. */
export function unsafeTextFields(part: string, value: unknown): FieldError[] {
  const found: FieldError[] = [];
  walk(value, part, found);
  return found;
}
