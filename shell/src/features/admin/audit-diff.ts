/**
 * The readable difference between an audited target's before and after
 * (docs/admin.md#audit-trail): one row per changed field, nested objects flattened to dotted
 * paths, values shown as short text.
 */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix === '' ? key : `${prefix}.${key}`, out);
    }
    return;
  }
  if (value === undefined) return;
  out.set(
    prefix === '' ? '(value)' : prefix,
    typeof value === 'string' ? value : JSON.stringify(value),
  );
}

/** A target that did not exist (null) has no fields. */
function flat(value: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (value !== null) flatten(value, '', out);
  return out;
}

/** The fields whose value differs between before and after, in a stable order. */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const was = flat(before);
  const now = flat(after);
  const fields = [...new Set([...was.keys(), ...now.keys()])].sort();
  return fields
    .filter((field) => was.get(field) !== now.get(field))
    .map((field) => ({ field, before: was.get(field) ?? null, after: now.get(field) ?? null }));
}
