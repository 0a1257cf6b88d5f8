/**
 * Evidence and thread attachments of a dispute (docs/disputes.md#opening): files the caller
 * uploaded under the disputed milestone's key (`milestones/{milestoneId}/…`) with the ordinary
 * upload, which stored them and checked their type and size.
 */
import type { FileRef, MessageAttachmentRef } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { findFiles } from '../files';

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
  const byKey = await findFiles(
    db,
    target.tenantId,
    refs.map((ref) => ref.key),
  );
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
