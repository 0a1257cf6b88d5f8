import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  FONT_FILE_KEY_PREFIX,
  ROLES,
  ZUploadFileBody,
  ZUploadFileResponse,
  MAX_ANONYMOUS_UPLOAD_BYTES,
  type UploadFileBody,
  type FileKind,
  type UploadFileResponse,
  endpoints,
} from '@mp/contracts';
import type { Readable } from 'node:stream';
import { DatabaseError, type Database } from '../../db/types';
import { SpooledFile } from '../../http/multipart';
import { HttpError } from '../../http/errors';
import { definePrivateRoute, definePublicRoute, type Caller } from '../../http/route';
import { isChannelParty } from '../messaging';
import { guardTexts, recordFlag } from '../moderation';
import type { FileStorage, ObjectBody } from '../../storage';
import type { Tenant } from '../../tenancy';
import { fileErrors } from './errors';
import { ANONYMOUS_UPLOAD_LIMITS } from './limits';
import { checkKey, classifyKey, encodePath } from './keys';
import {
  createSniffer,
  declaredFamily,
  FAMILIES,
  FONT_FAMILIES,
  mediaType,
  sniffFamily,
  type FamilyName,
} from './sniff';
import { findFile, saveFile } from './store';

interface Upload {
  tenant: Tenant;
  db: Database;
  storage: FileStorage;
  body: UploadFileBody;
  caller: Caller | null;
  isPublic: boolean;
  /** A smaller limit than the type's (uploads without signing in). */
  maxBytes?: number;
}

/** What a message may carry (docs/messaging.md#attachments): images, PDFs, office files, text. */
const MESSAGE_FAMILIES: ReadonlySet<FamilyName> = new Set([
  'png',
  'jpeg',
  'gif',
  'webp',
  'pdf',
  'ooxml',
  'ole',
  'text',
]);

/** A message attachment goes only into a conversation the uploader is a party to. */
async function assertChannelParty(
  db: Database,
  tenant: Tenant,
  caller: Caller | null,
  channelId: string | null,
): Promise<void> {
  const party =
    caller !== null &&
    channelId !== null &&
    (await isChannelParty(db, tenant.id, channelId, caller.userId));
  if (!party) {
    throw new HttpError(404, API_ERROR_CODES.channelNotFound, 'No such conversation', [
      {
        path: 'body.key',
        message: 'Attachments go under messages/{channelId}/… of a conversation you are a party to',
      },
    ]);
  }
}

/** Font files are the tenant's look: only its administrators upload them (docs/files.md#fonts). */
function assertMayUploadFont(caller: Caller | null): void {
  if (caller?.role === ROLES.administrator) return;
  throw new HttpError(403, API_ERROR_CODES.forbiddenRole, 'Only administrators upload font files', [
    { path: 'body.key', message: `Keys under ${FONT_FILE_KEY_PREFIX} are for administrators` },
  ]);
}

/** A font file goes under fonts/, and nothing else does. */
function checkFontPlace(family: FamilyName, fontKey: boolean): void {
  if (FONT_FAMILIES.has(family) && !fontKey)
    throw fileErrors.unsupported(`font files go under ${FONT_FILE_KEY_PREFIX}`);
  if (!FONT_FAMILIES.has(family) && fontKey)
    throw fileErrors.unsupported(
      `${FONT_FILE_KEY_PREFIX} takes font files only: woff2, woff, ttf or otf`,
    );
}

/** The CV's text, after the contact-detail guard (CV text is read by customers before any contract). */
function guardCvText(
  tenant: Tenant,
  caller: Caller | null,
  text: string | undefined,
): { text: string | null; guard: ReturnType<typeof guardTexts> | null } {
  if (text === undefined || caller === null) return { text: text ?? null, guard: null };
  // A CV cannot be refused for its bytes: in warn mode it is kept and the uploader warned.
  const guard = guardTexts(tenant, caller, [{ field: 'body.text', text }], true);
  return { text: guard.texts[0] ?? text, guard: guard.action === null ? null : guard };
}

/** The uploaded bytes: in memory (JSON, base64) or on disk (multipart, streamed there). */
interface FileContent {
  size: number;
  body: ObjectBody;
  /** The family the bytes belong to, read from them. */
  sniff(): Promise<FamilyName | null>;
}

async function sniffStream(stream: Readable): Promise<FamilyName | null> {
  const sniffer = createSniffer();
  for await (const chunk of stream) sniffer.push(chunk as Buffer);
  return sniffer.family();
}

function fileContent(file: UploadFileBody['file']): FileContent {
  if (file instanceof SpooledFile) {
    return {
      size: file.size,
      get body() {
        return { stream: file.open(), size: file.size };
      },
      sniff: () => sniffStream(file.open()),
    };
  }
  if (!ArrayBuffer.isView(file) && typeof file !== 'string')
    throw fileErrors.unsupported('the file was not received');
  const bytes =
    typeof file === 'string'
      ? Buffer.from(file, 'base64')
      : Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  return { size: bytes.length, body: bytes, sniff: async () => sniffFamily(bytes) };
}

/**
 * The bytes decide the type: the declaration must name the family they belong to. Sizes are
 * checked before the bytes are read again, so a file over its limit is never stored.
 */
async function checkFile(
  body: UploadFileBody,
  content: FileContent,
  kind: FileKind,
  fontKey: boolean,
  maxBytes = Infinity,
): Promise<string> {
  const declared = declaredFamily(body.contentType);
  if (declared === null) throw fileErrors.unsupported(`${body.contentType} is not accepted`);
  checkFontPlace(declared, fontKey);
  const family = FAMILIES[declared];
  const limit = Math.min(family.maxBytes, maxBytes);
  if (content.size > limit) throw fileErrors.tooLarge(limit);
  if (content.size !== body.filesize)
    throw fileErrors.unsupported(`received ${content.size} bytes, filesize says ${body.filesize}`);
  const detected = await content.sniff();
  if (detected !== declared)
    throw fileErrors.unsupported(
      `the content is ${detected === null ? 'not an accepted type' : FAMILIES[detected].name}, not ${family.name}`,
    );
  if (kind === 'message' && !MESSAGE_FAMILIES.has(detected))
    throw fileErrors.unsupported(
      `${family.name} files cannot be attached to messages: images, PDF, office documents and text only`,
    );
  return mediaType(body.contentType);
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof DatabaseError && error.code === '23505';
}

async function storeUpload(upload: Upload): Promise<UploadFileResponse> {
  const { tenant, db, storage, body, caller } = upload;
  const ownerId = caller?.userId ?? null;
  const checked = checkKey(body.key);
  if (!checked.ok) throw fileErrors.badKey('body.key', checked.reason);
  const { kind, scopeId } = classifyKey(checked.key);
  if (kind === 'message') await assertChannelParty(db, tenant, caller, scopeId);
  const fontKey = checked.key.startsWith(FONT_FILE_KEY_PREFIX);
  if (fontKey) assertMayUploadFont(caller);
  const content = fileContent(body.file);
  const contentType = await checkFile(body, content, kind, fontKey, upload.maxBytes);
  const cv = kind === 'cv' ? guardCvText(tenant, caller, body.text) : null;
  const object = { tenantId: tenant.id, id: randomUUID() };
  await storage.put(object, content.body, contentType);
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
        size: content.size,
        metadata: body.metadata ?? {},
        text: cv === null ? (body.text ?? null) : cv.text,
      });
      if (cv?.guard != null && cv.guard.action !== null && ownerId !== null) {
        await recordFlag(tx, {
          tenantId: tenant.id,
          source: 'cv',
          sourceId: checked.key,
          action: cv.guard.action,
          kinds: cv.guard.kinds,
          originalText: body.text ?? '',
          senderId: ownerId,
          recipientId: null,
        });
      }
    });
  } catch (error) {
    await storage.delete(object);
    throw isUniqueViolation(error) ? fileErrors.taken() : error;
  }
  if (replaced !== null) await storage.delete({ tenantId: tenant.id, id: replaced });
  const answer = { key: checked.key, path: encodePath(checked.key) };
  return cv?.guard != null && cv.guard.action !== null
    ? { ...answer, contactGuard: { action: cv.guard.action, kinds: cv.guard.kinds } }
    : answer;
}

const DESCRIPTION = `multipart/form-data with \`key\`, \`contentType\`, \`filesize\`, \`metadata\` (JSON),
\`text\` (the first 8000 characters of the document's text) and \`file\` last; or the same fields
as JSON with \`file\` in base64. The bytes decide the type (pdf, png, jpeg, gif, webp, mp4/mov,
avi, mkv/webm, wmv, flv, docx/xlsx, doc, UTF-8 text/csv; woff2, woff, ttf and otf fonts under
\`fonts/\` only, by administrators only, 403 otherwise) and must match \`contentType\`;
\`filesize\` must equal the bytes received. Images, documents and text up to 10 MB, fonts up
to 5 MB, video up to 100 MB.
Refused files: 400 UNSUPPORTED_FILE; too large: 413. A key taken by another user: 409.
Message attachments (\`messages/{channelId}/…\`): only by a party of that conversation (404
CHANNEL_NOT_FOUND otherwise), and only images, PDF, office documents and text. A CV's text
goes through the contact-detail guard (masked, or kept with \`contactGuard\` in the answer).`;

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
      caller,
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
    storeUpload({ tenant, db, storage, body, caller, isPublic: false }),
});
