/**
 * Attachments of a message (docs/messaging.md#attachments): files the sender uploaded under the
 * conversation's key (`messages/{channelId}/…`). The files domain stores them and checked their
 * type and size; here each named key must be such a file of the sender's in this conversation.
 */
import type { FileRef, MessageAttachmentRef } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { resolveScopedFiles } from '../files';

export function resolveAttachments(
  db: Queryable,
  tenantId: string,
  channelId: string,
  senderId: string,
  refs: readonly MessageAttachmentRef[],
  field: string,
): Promise<FileRef[]> {
  return resolveScopedFiles(
    db,
    {
      tenantId,
      uploaderId: senderId,
      kind: 'message',
      scopeId: channelId,
      refusal: 'Attach only files you uploaded to this conversation',
    },
    refs,
    field,
  );
}
