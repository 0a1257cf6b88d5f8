import type { FieldError, FileRef, MessageAttachmentRef } from '@mp/contracts';
import type { Queryable } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { findFiles } from './store';

/** Where attachable uploads live: one uploader's files of one kind under one conversation or milestone. */
export interface UploadScope {
  tenantId: string;
  uploaderId: string;
  kind: 'message' | 'milestone';
  scopeId: string;
  /** The 422's message, e.g. "Attach only files you uploaded to this conversation". */
  refusal: string;
}

const FOLDERS: Record<UploadScope['kind'], string> = {
  message: 'messages',
  milestone: 'milestones',
};

function lastSegment(key: string): string {
  return key.split('/').pop() ?? key;
}

/**
 * The files named by `refs`, each an upload of the scope's uploader under its folder
 * (`messages/{channelId}/…`, `milestones/{milestoneId}/…`), with their stored type and size:
 * the upload checked both. A key named twice is a 400, any other key a 422 naming its field.
 */
export async function resolveScopedFiles(
  db: Queryable,
  scope: UploadScope,
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
    scope.tenantId,
    refs.map((ref) => ref.key),
  );
  return refs.map((ref, index) => {
    const file = byKey.get(ref.key);
    if (
      file === undefined ||
      file.owner_id !== scope.uploaderId ||
      file.kind !== scope.kind ||
      file.scope_id !== scope.scopeId
    )
      throw httpErrors.unprocessable(scope.refusal, [
        {
          path: `${field}.${index}.key`,
          message: `No file of yours under ${FOLDERS[scope.kind]}/${scope.scopeId}/ has this key`,
        },
      ]);
    return {
      key: file.key,
      name: ref.name ?? lastSegment(file.key),
      contentType: file.content_type,
      size: Number(file.size),
    };
  });
}

/**
 * Files the caller names must be their own uploads (POST /apis/auth/s3); their stored type and
 * size replace what the caller claimed. Keys that are not are listed as field errors.
 */
export async function resolveOwnUploads(
  db: Queryable,
  owner: { tenantId: string; userId: string },
  named: readonly FileRef[] | undefined,
  field: string,
): Promise<{ files: FileRef[]; errors: FieldError[] }> {
  const list = named ?? [];
  const stored = await findFiles(
    db,
    owner.tenantId,
    list.map((file) => file.key),
  );
  const errors: FieldError[] = [];
  const files = list.map((file, index) => {
    const row = stored.get(file.key);
    if (row === undefined || row.owner_id !== owner.userId) {
      errors.push({
        path: `${field}.${index}.key`,
        message: 'Not a file you uploaded: upload it through /apis/auth/s3 first',
      });
      return file;
    }
    return { ...file, contentType: row.content_type, size: Number(row.size) };
  });
  return { files, errors };
}
