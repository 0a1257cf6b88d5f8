import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpErrors } from './errors';
import { registerFileReplies } from './file-reply';
import { MULTIPART_BODY_LIMIT, readMultipart, type SpooledFile } from './multipart';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The body exactly as received; SigV4 verification hashes it. null when there was none, or
     * when it was streamed (multipart uploads: see bodyDigest).
     */
    rawBody: Buffer | null;
    /** The SHA-256 (hex) and size of a body that was streamed rather than kept (uploads). */
    bodyDigest: { sha256: string; size: number } | null;
    /** The file of a multipart upload, on disk until the request is answered. */
    spooledFile: SpooledFile | null;
  }
  interface FastifyContextConfig {
    /** The most bytes a multipart body of this route may have (default MULTIPART_BODY_LIMIT). */
    multipartLimit?: number;
  }
}

/**
 * Every body is read as a Buffer and kept on the request; JSON is parsed here. Other content
 * types keep only the raw bytes (routes with a JSON body answer them 415). Multipart uploads are
 * the exception: they stream, their file to `spoolDir` (docs/files.md#uploading).
 */
export function registerBodyParsers(app: FastifyInstance, spoolDir: string): void {
  app.decorateRequest('rawBody', null);
  app.decorateRequest('bodyDigest', null);
  app.decorateRequest('spooledFile', null);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    /^application\/(?:[\w.+-]+\+)?json\b/i,
    { parseAs: 'buffer' },
    (request, body, done) => {
      const raw = body as Buffer;
      request.rawBody = raw;
      if (raw.length === 0) {
        done(null, undefined);
        return;
      }
      try {
        done(null, JSON.parse(raw.toString('utf8')) as unknown);
      } catch (error) {
        done(
          httpErrors.invalidJson(error instanceof Error ? error.message : 'unreadable'),
          undefined,
        );
      }
    },
  );
  // Uploads: routes declared `multipart` get the form's fields; all others answer 415.
  app.addContentTypeParser(
    /^multipart\/form-data\b/i,
    async (request: FastifyRequest, payload: IncomingMessage) => {
      const limit = request.routeOptions.config.multipartLimit ?? MULTIPART_BODY_LIMIT;
      const body = await readMultipart(request.headers, payload, { limit, spoolDir });
      request.bodyDigest = { sha256: body.sha256, size: body.size };
      request.spooledFile = body.file;
      return body.form;
    },
  );
  const discardUpload = async (request: FastifyRequest): Promise<void> => {
    request.spooledFile?.discard();
  };
  app.addHook('onResponse', discardUpload);
  app.addHook('onRequestAbort', discardUpload);
  // File downloads answer a FileReply stream; its headers are set when it is sent.
  registerFileReplies(app);
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    done(null, undefined);
  });
}
