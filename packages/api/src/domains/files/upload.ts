import { randomUUID } from 'node:crypto';
import {
  ZUploadFileBody,
  ZUploadFileResponse,
  MAX_ANONYMOUS_UPLOAD_BYTES,
  type UploadFileBody,
  type UploadFileResponse,
  endpoints,
} from '@mp/contracts';
import { DatabaseError, type Database } from '../../db/types';
import { definePrivateRoute, definePublicRoute } from '../../http/route';
import type { FileStorage } from '../../storage';
import type { Tenant } from '../../tenancy';
import { fileErrors } from './errors';
import { ANONYMOUS_UPLOAD_LIMITS } from './limits';
import { checkKey, classifyKey, encodePath } from './keys';
import { declaredFamily, FAMILIES, mediaType, sniffFamily } from './sniff';
import { findFile, saveFile } from './store';

interface Upload {
  tenant: Tenant;
  db: Database;
  storage: FileStorage;
  body: UploadFileBody;
  ownerId: string | null;
  isPublic: boolean;
  /** A smaller limit than the type's (uploads without signing in). */
  maxBytes?: number;
}

function fileBytes(file: UploadFileBody['file']): Buffer {
  if (typeof file === 'string') return Buffer.from(file, 'base64');
  return Buffer.from(file.buffer, file.byteOffset, file.byteLength);
}

/** The bytes decide the type: the declaration must name the family they belong to. */
function checkFile(body: UploadFileBody, bytes: Buffer, maxBytes = Infinity): string {
  const declared = declaredFamily(body.contentType);
  if (declared === null) throw fileErrors.unsupported(`${body.contentType} is not accepted`);
  const family = FAMILIES[declared];
  const limit = Math.min(family.maxBytes, maxBytes);
  if (bytes.length > limit) throw fileErrors.tooLarge(limit);
  if (bytes.length !== body.filesize)
    throw fileErrors.unsupported(`received ${bytes.length} bytes, filesize says ${body.filesize}`);
  const detected = sniffFamily(bytes);
  if (detected !== declared)
    throw fileErrors.unsupported(
      `the content is ${detected === null ? 'not an accepted type' : FAMILIES[detected].name}, not ${family.name}`,
    );
  return mediaType(body.contentType);
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof DatabaseError && error.code === '23505';
}

async function storeUpload(upload: Upload): Promise<UploadFileResponse> {
  const { tenant, db, storage, body, ownerId } = upload;
  const checked = checkKey(body.key);
  if (!checked.ok) throw fileErrors.badKey('body.key', checked.reason);
  const bytes = fileBytes(body.file);
  const contentType = checkFile(body, bytes, upload.maxBytes);
  const { kind, scopeId } = classifyKey(checked.key);
  const object = { tenantId: tenant.id, id: randomUUID() };
  await storage.put(object, bytes, contentType);
  let replaced: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const existing = await findFile(tx, tenant.id, checked.key, { forUpdate: true });
      // Only the owner replaces a file; anonymous uploads never replace anything.
      if (existing !== null && (ownerId === null || existing.owner_id !== ownerId))
        throw fileErrors.taken();
      replaced = existing?.storage_id ?? null;
      await saveFile(tx, {
        tenantId: tenant.id,
        key: checked.key,
        storageId: object.id,
        ownerId,
        // Anonymous CVs, attachments and the like are never public: administrators read them.
        isPublic: upload.isPublic && kind === 'other',
        kind,
        scopeId,
        contentType,
        size: bytes.length,
        metadata: body.metadata ?? {},
        text: body.text ?? null,
      });
    });
  } catch (error) {
    await storage.delete(object);
    throw isUniqueViolation(error) ? fileErrors.taken() : error;
  }
  if (replaced !== null) await storage.delete({ tenantId: tenant.id, id: replaced });
  return { key: checked.key, path: encodePath(checked.key) };
}

const DESCRIPTION = `multipart/form-data with \`key\`, \`contentType\`, \`filesize\`, \`metadata\` (JSON),
\`text\` (the first 8000 characters of the document's text) and \`file\` last; or the same fields
as JSON with \`file\` in base64. The bytes decide the type (pdf, png, jpeg, gif, webp, mp4/mov,
avi, mkv/webm, wmv, flv, docx/xlsx, doc, UTF-8 text/csv) and must match \`contentType\`; \`filesize\`
must equal the bytes received. Images, documents and text up to 10 MB, video up to 100 MB.
Refused files: 400 UNSUPPORTED_FILE; too large: 413. A key taken by another user: 409.`;

/** The form's other fields and boundaries around the largest anonymous file. */
const ANONYMOUS_FORM_OVERHEAD_BYTES = 256 * 1024;

export const uploadPublicFile = definePublicRoute(endpoints.uploadPublicFile, {
  summary: 'Uploads a file without signing in (readable by anyone of the tenant when public)',
  description: `${DESCRIPTION} Keys under cv/, data/, messages/ and milestones/ are stored private
(administrators read them); others are public. A signed call records the caller as owner.
This door is small and limited (docs/security.md#uploads): files up to 2 MB (413 above), 20
uploads an hour per address and 500 per tenant (429 with Retry-After); signed-in users upload
through /apis/auth/s3.`,
  body: ZUploadFileBody,
  response: ZUploadFileResponse,
  rateLimit: ANONYMOUS_UPLOAD_LIMITS,
  bodyLimit: MAX_ANONYMOUS_UPLOAD_BYTES + ANONYMOUS_FORM_OVERHEAD_BYTES,
  handler: async ({ tenant, db, storage, body, caller }) =>
    storeUpload({
      tenant,
      db,
      storage,
      body,
      ownerId: caller?.userId ?? null,
      isPublic: true,
      maxBytes: MAX_ANONYMOUS_UPLOAD_BYTES,
    }),
});

export const uploadFile = definePrivateRoute(endpoints.uploadFile, {
  summary: "Uploads one of the caller's files (CV, data-type file, attachment, milestone file)",
  description: DESCRIPTION,
  body: ZUploadFileBody,
  response: ZUploadFileResponse,
  handler: async ({ tenant, db, storage, body, caller }) =>
    storeUpload({ tenant, db, storage, body, ownerId: caller.userId, isPublic: false }),
});
