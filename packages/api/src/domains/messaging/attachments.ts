/**
 * Attachments of a message (docs/messaging.md#attachments): files the sender uploaded under the
 * conversation's key (`messages/{channelId}/…`). The files domain stores them and checked their
 * type and size; here each named key must be such a file of the sender's in this conversation.
 */
import type { FileRef, MessageAttachmentRef } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';

interface AttachmentFileRow {
  key: string;
  owner_id: string | null;
  kind: string;
  scope_id: string | null;
  content_type: string;
  size: number;
}

function lastSegment(key: string): string {
  return key.split('/').pop() ?? key;
}

export async function resolveAttachments(
  db: Queryable,
  tenantId: string,
  channelId: string,
  senderId: string,
  refs: readonly MessageAttachmentRef[],
  field: string,
): Promise<FileRef[]> {
  if (refs.length === 0) return [];
  const duplicate = refs.findIndex(
    (ref, index) => refs.findIndex((r) => r.key === ref.key) < index,
  );
  if (duplicate >= 0) {
    throw httpErrors.validation([
      { path: `${field}.${duplicate}.key`, message: 'Attached twice to one message' },
    ]);
  }
  const found = await db.query<AttachmentFileRow>(
    `SELECT key, owner_id, kind, scope_id, content_type, size::float8 AS size FROM files
      WHERE tenant_id = $1 AND key = ANY($2::text[])`,
    [tenantId, refs.map((ref) => ref.key)],
  );
  const byKey = new Map(found.rows.map((row) => [row.key, row]));
  return refs.map((ref, index) => {
    const file = byKey.get(ref.key);
    if (
      file === undefined ||
      file.owner_id !== senderId ||
      file.kind !== 'message' ||
      file.scope_id !== channelId
    ) {
      throw httpErrors.unprocessable('Attach only files you uploaded to this conversation', [
        {
          path: `${field}.${index}.key`,
          message: `No file of yours under messages/${channelId}/ has this key`,
        },
      ]);
    }
    return {
      key: file.key,
      name: ref.name ?? lastSegment(file.key),
      contentType: file.content_type,
      size: Number(file.size),
    };
  });
}
