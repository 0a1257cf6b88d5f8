/** POST /apis/actions/users/me/parse-cv {key}: starts reading an uploaded CV (docs/users.md#cv-parsing). */
import type { Readable } from 'node:stream';
import {
  endpoints,
  MAX_DOCUMENT_BYTES,
  ZStartCvParseBody,
  ZStartCvParseResponse,
} from '@mp/contracts';
import { httpErrors } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { checkKey, fileErrors, findFile } from '../files';
import { cvFormatOf } from './cv-text';
import { CV_PARSE_LIMITS } from './limits';
import { runCvParse } from './parse-run';
import { createParseJob } from './parse-store';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > MAX_DOCUMENT_BYTES) throw fileErrors.tooLarge(MAX_DOCUMENT_BYTES);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

export const startCvParse = definePrivateRoute(endpoints.startCvParse, {
  summary: 'Starts reading an uploaded CV into profile fields, in the background',
  description:
    "key: a CV the caller uploaded (POST /apis/auth/s3 under `cv/…`). A key that is not a file key is 400 naming body.key; no such file in this tenant 404 FILE_NOT_FOUND; someone else's file 403 FORBIDDEN; a file that is not a CV (`cv/…`) or whose content is not PDF or DOCX 422 naming body.key. Answers 202 with the job id at once; the parse then runs in the background and ends with USER_CV_PARSER_SUCCEDED, or USER_CV_PARSER_FAILED with the reason, on the caller's live sockets. GET the same path for the result. See docs/users.md#cv-parsing.",
  body: ZStartCvParseBody,
  response: ZStartCvParseResponse,
  rateLimit: CV_PARSE_LIMITS,
  handler: async ({ tenant, db, caller, body, storage, background, publish, extractors, log }) => {
    const checked = checkKey(body.key);
    if (!checked.ok)
      throw httpErrors.validation([{ path: 'body.key', message: `The key ${checked.reason}` }]);
    const file = await findFile(db, tenant.id, checked.key);
    if (file === null) throw fileErrors.notFound();
    if (file.owner_id !== caller.userId) throw httpErrors.forbidden('Parse your own CV only');
    if (file.kind !== 'cv')
      throw httpErrors.unprocessable('Upload the CV under cv/', [
        { path: 'body.key', message: 'Not a CV file (its key must start with cv/)' },
      ]);
    const stream = await storage.get({ tenantId: tenant.id, id: file.storage_id });
    if (stream === null) throw fileErrors.notFound();
    const bytes = await readAll(stream);
    const format = cvFormatOf(bytes);
    if (format === null)
      throw httpErrors.unprocessable('A CV must be a PDF or a DOCX document', [
        { path: 'body.key', message: 'The file is neither PDF nor DOCX' },
      ]);
    const jobId = await createParseJob(db, {
      tenantId: tenant.id,
      userId: caller.userId,
      key: file.key,
    });
    void background.run('cv-parse', log, () =>
      runCvParse(
        { db, publish, extractors, log },
        { tenantId: tenant.id, userId: caller.userId, jobId, bytes, format },
      ),
    );
    return { jobId, status: 'queued' as const };
  },
});
