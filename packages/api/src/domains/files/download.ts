import { ZFileQuery, endpoints } from '@mp/contracts';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { FileReply } from '../../http/file-reply';
import { definePrivateRoute, definePublicRoute, type Caller } from '../../http/route';
import type { FileStorage } from '../../storage';
import type { Tenant } from '../../tenancy';
import { isPortfolioFile } from '../portfolio';
import { isCoverImageFile } from '../users';
import { isMediaOfLiveProduct } from '../products';
import { mayRead } from './access';
import { isFontInUse } from './font-files';
import { fileErrors } from './errors';
import { checkKey, contentDisposition, decodePath } from './keys';
import { declaredFamily, FAMILIES } from './sniff';
import { findFile, type FileRow } from './store';

const ZFileBytes = z
  .custom<FileReply>((value) => value instanceof FileReply, 'Expected file bytes')
  .meta({ description: 'The file, with its stored content type' });

function keyOf(path: string): string {
  const key = decodePath(path);
  if (key === null) throw fileErrors.badKey('query.path', 'path must be base64 of a storage path');
  const checked = checkKey(key);
  if (!checked.ok) throw fileErrors.badKey('query.path', checked.reason);
  return checked.key;
}

async function send(storage: FileStorage, tenant: Tenant, file: FileRow): Promise<FileReply> {
  const stream = await storage.get({ tenantId: tenant.id, id: file.storage_id });
  if (stream === null) throw fileErrors.notFound();
  const family = declaredFamily(file.content_type);
  const inline = family !== null && FAMILIES[family].inline;
  const contentType = family === 'text' ? `${file.content_type}; charset=utf-8` : file.content_type;
  return new FileReply(stream, {
    'content-type': contentType,
    'content-length': String(file.size),
    'content-disposition': contentDisposition(file.key, inline),
    'x-content-type-options': 'nosniff',
    'cache-control': file.is_public ? 'public, max-age=300' : 'private, no-store',
  });
}

async function readable(
  db: Database,
  tenant: Tenant,
  path: string,
  caller: Caller | null,
): Promise<FileRow> {
  const file = await findFile(db, tenant.id, keyOf(path));
  if (file === null) throw fileErrors.notFound();
  const allowed =
    caller === null
      ? file.is_public ||
        (file.kind === 'other' &&
          ((await isMediaOfLiveProduct(db, tenant.id, file.key)) ||
            (await isPortfolioFile(db, tenant.id, file.key)) ||
            (await isCoverImageFile(db, tenant.id, file.key)) ||
            (await isFontInUse(db, tenant.id, file.key))))
      : await mayRead(db, caller, file);
  // Not allowed looks like not there: no one learns which keys exist.
  if (!allowed) throw fileErrors.notFound();
  return file;
}

export const getPublicFile = definePublicRoute(endpoints.getPublicFile, {
  summary: 'Downloads a public file (e.g. a public image) by its base64 storage path',
  description:
    "Only files uploaded as public, the images and videos of live products and of portfolios, profile cover images and the font files of the tenant's published or draft styling; anything else is 404 FILE_NOT_FOUND.",
  query: ZFileQuery,
  response: ZFileBytes,
  handler: async ({ tenant, db, storage, query }) =>
    send(storage, tenant, await readable(db, tenant, query.path, null)),
});

export const getFile = definePrivateRoute(endpoints.getFile, {
  summary: 'Downloads a file the caller may read by its base64 storage path',
  description: `Owners read their files; administrators every file of the tenant but message
attachments; customers read freelancers' CVs; any signed-in user reads data-type files and
public uploads. Anything else, and every file of another tenant, is 404 FILE_NOT_FOUND.`,
  query: ZFileQuery,
  response: ZFileBytes,
  handler: async ({ tenant, db, storage, query, caller }) =>
    send(storage, tenant, await readable(db, tenant, query.path, caller)),
});
