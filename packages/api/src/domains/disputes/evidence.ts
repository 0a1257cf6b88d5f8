/**
 * Evidence and thread attachments of a dispute (docs/disputes.md#opening): files the caller
 * uploaded under the disputed milestone's key (`milestones/{milestoneId}/…`) with the ordinary
 * upload, which stored them and checked their type and size.
 */
import type { FileRef, MessageAttachmentRef } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { resolveScopedFiles } from '../files';

export function resolveEvidence(
  db: Queryable,
  target: { tenantId: string; milestoneId: string; uploaderId: string },
  refs: readonly MessageAttachmentRef[],
  field: string,
): Promise<FileRef[]> {
  return resolveScopedFiles(
    db,
    {
      tenantId: target.tenantId,
      uploaderId: target.uploaderId,
      kind: 'milestone',
      scopeId: target.milestoneId,
      refusal: 'Attach only files you uploaded for this milestone',
    },
    refs,
    field,
  );
}
