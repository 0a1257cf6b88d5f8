import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * A handler's answer that is bytes, not JSON (file downloads): a stream carrying the headers
 * it must be sent with. The registry sends it like any stream; the onSend hook sets them.
 */
export class FileReply extends PassThrough {
  constructor(
    source: Readable,
    readonly headers: Readonly<Record<string, string>>,
  ) {
    super();
    source.on('error', (error) => this.destroy(error));
    source.pipe(this);
  }
}

export function registerFileReplies(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (payload instanceof FileReply) {
      for (const [name, value] of Object.entries(payload.headers)) reply.header(name, value);
    }
    return payload;
  });
}
