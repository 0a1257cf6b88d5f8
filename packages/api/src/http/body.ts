import type { FastifyInstance } from 'fastify';
import { httpErrors } from './errors';
import { registerFileReplies } from './file-reply';
import { MULTIPART_BODY_LIMIT, parseMultipart } from './multipart';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received; SigV4 verification hashes it. null when there was none. */
    rawBody: Buffer | null;
  }
}

/**
 * Every body is read as a Buffer and kept on the request; JSON is parsed here. Other content
 * types keep only the raw bytes (routes with a JSON body answer them 415).
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.decorateRequest('rawBody', null);
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
    { parseAs: 'buffer', bodyLimit: MULTIPART_BODY_LIMIT },
    (request, body, done) => {
      const raw = body as Buffer;
      request.rawBody = raw;
      parseMultipart(request.headers, raw).then(
        (form) => done(null, form),
        (error: Error) => done(error, undefined),
      );
    },
  );
  // File downloads answer a FileReply stream; its headers are set when it is sent.
  registerFileReplies(app);
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    done(null, undefined);
  });
}
