import {
  ZDeleteFileBody,
  ZDeleteFileResponse,
  type DeleteFileResponse,
  endpoints,
} from '@mp/contracts';
import type { Database } from '../../db/types';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute, definePublicRoute, type Caller } from '../../http/route';
import type { FileStorage } from '../../storage';
import type { Tenant } from '../../tenancy';
import { mayDelete, mayRead } from './access';
import { fileErrors } from './errors';
import { checkKey } from './keys';
import { deleteFileRow, findFile } from './store';

async function remove(
  db: Database,
  storage: FileStorage,
  tenant: Tenant,
  rawKey: string,
  caller: Caller,
): Promise<DeleteFileResponse> {
  const checked = checkKey(rawKey);
  if (!checked.ok) throw fileErrors.badKey('body.key', checked.reason);
  const storageId = await db.transaction(async (tx) => {
    const file = await findFile(tx, tenant.id, checked.key, { forUpdate: true });
    if (file === null || !(await mayRead(tx, caller, file))) throw fileErrors.notFound();
    if (!mayDelete(caller, file))
      throw httpErrors.forbidden('Only the owner or an administrator may delete this file');
    await deleteFileRow(tx, tenant.id, checked.key);
    return file.storage_id;
  });
  await storage.delete({ tenantId: tenant.id, id: storageId });
  return { key: checked.key, deleted: true };
}

export const deletePublicFile = definePublicRoute(endpoints.deletePublicFile, {
  summary: 'Deletes a file by key; needs a signed call (anonymous deletes are 403)',
  description: `Anonymous uploads carry no proof of who sent them, so no one deletes them without
signing in: anonymous calls are 403 FORBIDDEN. Signed calls follow DELETE /apis/auth/s3.`,
  body: ZDeleteFileBody,
  response: ZDeleteFileResponse,
  handler: async ({ tenant, db, storage, body, caller }) => {
    if (caller === null) throw httpErrors.forbidden('Sign in to delete files');
    return remove(db, storage, tenant, body.key, caller);
  },
});

export const deleteFile = definePrivateRoute(endpoints.deleteFile, {
  summary: 'Deletes a file by key: its owner, or an administrator of the tenant',
  description: 'A file the caller cannot see is 404; one it may read but not delete is 403.',
  body: ZDeleteFileBody,
  response: ZDeleteFileResponse,
  handler: async ({ tenant, db, storage, body, caller }) =>
    remove(db, storage, tenant, body.key, caller),
});
