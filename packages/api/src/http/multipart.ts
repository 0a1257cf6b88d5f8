import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { API_ERROR_CODES, MAX_VIDEO_BYTES, type ReceivedFile } from '@mp/contracts';
import busboy from 'busboy';
import { errorCodes } from 'fastify';
import { HttpError } from './errors';

/** The largest upload plus room for the form's other fields and boundaries. */
export const MULTIPART_BODY_LIMIT = MAX_VIDEO_BYTES + 1024 * 1024;

const LIMITS = { files: 1, fields: 16, parts: 17, fieldSize: 256 * 1024, fieldNameSize: 100 };

function badForm(message: string): HttpError {
  return new HttpError(
    400,
    API_ERROR_CODES.badRequest,
    `The multipart form is invalid: ${message}`,
  );
}

/** fastify's own error, so the error handler drains the rest of the body before its 413. */
function tooLarge(): Error {
  return new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
}

/** Form fields arrive as text: numbers and JSON are turned into values the schema can check. */
function fieldValue(name: string, value: string): unknown {
  if (name === 'filesize' && /^\d{1,15}$/.test(value)) return Number(value);
  if (name === 'metadata') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

/**
 * The file part of an upload, written to a temporary file as it arrived: its size, and its bytes
 * readable as a stream. Discarded when the request is answered.
 */
export class SpooledFile implements ReceivedFile {
  readonly received = true;
  readonly #path: string;
  #size = 0;
  #sink: WriteStream | null = null;

  constructor(dir: string) {
    this.#path = path.join(dir, randomUUID());
  }

  get size(): number {
    return this.#size;
  }

  /** Writes the part to disk; resolves once it is all there. */
  write(part: Readable): Promise<void> {
    const sink = createWriteStream(this.#path, { flags: 'wx', mode: 0o600 });
    this.#sink = sink;
    part.on('data', (chunk: Buffer) => {
      this.#size += chunk.length;
    });
    part.pipe(sink);
    return new Promise((resolve, reject) => {
      sink.on('finish', () => resolve());
      sink.on('error', reject);
      part.on('error', reject);
    });
  }

  open(): Readable {
    return createReadStream(this.#path);
  }

  discard(): void {
    this.#sink?.destroy();
    rmSync(this.#path, { force: true });
  }
}

export interface MultipartOptions {
  /** The most bytes the whole body may have (413 beyond). */
  limit: number;
  spoolDir: string;
}

export interface MultipartBody {
  form: Record<string, unknown>;
  /** The body's SHA-256 (hex), hashed as it streamed: signatures are checked against it. */
  sha256: string;
  size: number;
  file: SpooledFile | null;
}

/**
 * Reads a multipart/form-data body as it streams: fields into the form, the file part to a
 * temporary file (never whole in memory), the whole body hashed and counted on the way. A body
 * over `limit` is refused 413 as soon as it is known (declared length or bytes seen) and nothing
 * of it is kept; malformed forms, repeated fields and too many parts are 400 (never a 500).
 */
export function readMultipart(
  headers: IncomingHttpHeaders,
  source: Readable,
  options: MultipartOptions,
): Promise<MultipartBody> {
  const declared = Number(headers['content-length']);
  if (declared > options.limit) return Promise.reject(tooLarge());
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers, limits: LIMITS });
  } catch (error) {
    return Promise.reject(badForm(error instanceof Error ? error.message : 'unreadable'));
  }
  mkdirSync(options.spoolDir, { recursive: true, mode: 0o700 });
  return new Promise((resolve, reject) => {
    const form: Record<string, unknown> = {};
    const hash = createHash('sha256');
    const writes: Promise<void>[] = [];
    let file: SpooledFile | null = null;
    let size = 0;
    let failure: Error | null = null;
    let settled = false;
    const fail = (error: Error): void => {
      failure ??= error;
    };
    const stop = (error: Error): void => {
      if (settled) return;
      settled = true;
      source.off('data', onData);
      source.unpipe(parser);
      parser.removeAllListeners('close');
      file?.discard();
      reject(error);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > options.limit) stop(tooLarge());
      else hash.update(chunk);
    };
    const claim = (name: string): boolean => {
      if (Object.hasOwn(form, name)) fail(badForm(`the field "${name}" is sent twice`));
      return failure === null;
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(badForm(`the field "${name}" is too long`));
      if (claim(name)) form[name] = fieldValue(name, value);
    });
    parser.on('file', (name, part) => {
      if (!claim(name) || file !== null) {
        part.resume();
        return;
      }
      const spooled = new SpooledFile(options.spoolDir);
      file = spooled;
      form[name] = spooled;
      const writing = spooled.write(part);
      // Awaited once the form is read; a body refused before then discards the file instead.
      writing.catch(() => undefined);
      writes.push(writing);
    });
    parser.on('filesLimit', () => fail(badForm('only one file may be sent')));
    parser.on('fieldsLimit', () => fail(badForm('too many fields')));
    parser.on('partsLimit', () => fail(badForm('too many parts')));
    parser.on('error', (error: Error) => stop(badForm(error.message)));
    parser.on('close', () => {
      Promise.all(writes).then(
        () => {
          if (failure !== null) return stop(failure);
          settled = true;
          resolve({ form, sha256: hash.digest('hex'), size, file });
        },
        (error: Error) => stop(error),
      );
    });
    source.on('data', onData);
    source.on('error', (error) => stop(error));
    source.pipe(parser);
  });
}
