/**
 * Evidence and thread attachments of a dispute (docs/disputes.md#opening): files the caller
 * uploaded under the disputed milestone's key (`milestones/{milestoneId}/…`) with the ordinary
 * upload, which stored them and checked their type and size.
 */
import type { FileRef, MessageAttachmentRef } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';

interface EvidenceFileRow {
  key: string;
  owner_id: string | null;
  kind: string;
  scope_id: string | null;
  content_type: string;
  size: number | string;
}

export async function resolveEvidence(
  db: Queryable,
  target: { tenantId: string; milestoneId: string; uploaderId: string },
  refs: readonly MessageAttachmentRef[],
  field: string,
): Promise<FileRef[]> {
  if (refs.length === 0) return [];
  const duplicate = refs.findIndex(
    (ref, index) => refs.findIndex((r) => r.key === ref.key) < index,
  );
  if (duplicate >= 0)
    throw httpErrors.validation([{ path: `${field}.${duplicate}.key`, message: 'Named twice' }]);
  const found = await db.query<EvidenceFileRow>(
    `SELECT key, owner_id, kind, scope_id, content_type, size FROM files
      WHERE tenant_id = $1 AND key = ANY($2::text[])`,
    [target.tenantId, refs.map((ref) => ref.key)],
  );
  const byKey = new Map(found.rows.map((row) => [row.key, row]));
  return refs.map((ref, index) => {
    const file = byKey.get(ref.key);
    if (
      file === undefined ||
      file.owner_id !== target.uploaderId ||
      file.kind !== 'milestone' ||
      file.scope_id !== target.milestoneId
    )
      throw httpErrors.unprocessable('Attach only files you uploaded for this milestone', [
        {
          path: `${field}.${index}.key`,
          message: `No file of yours under milestones/${target.milestoneId}/ has this key`,
        },
      ]);
    return {
      key: file.key,
      name: ref.name ?? file.key.split('/').pop() ?? file.key,
      contentType: file.content_type,
      size: Number(file.size),
    };
  });
}
