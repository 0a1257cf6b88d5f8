import type { IncomingHttpHeaders } from 'node:http';
import { API_ERROR_CODES, MAX_VIDEO_BYTES } from '@mp/contracts';
import busboy from 'busboy';
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
 * Parses a buffered multipart/form-data body into its fields; the file part becomes a Buffer.
 * Malformed forms, repeated fields and too many parts are 400 (never a 500).
 */
export function parseMultipart(
  headers: IncomingHttpHeaders,
  raw: Buffer,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: LIMITS });
    } catch (error) {
      reject(badForm(error instanceof Error ? error.message : 'unreadable'));
      return;
    }
    const form: Record<string, unknown> = {};
    let failure: HttpError | null = null;
    const fail = (error: HttpError): void => {
      failure ??= error;
    };
    const claim = (name: string): boolean => {
      if (Object.hasOwn(form, name)) fail(badForm(`the field "${name}" is sent twice`));
      return failure === null;
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(badForm(`the field "${name}" is too long`));
      if (claim(name)) form[name] = fieldValue(name, value);
    });
    parser.on('file', (name, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (claim(name)) form[name] = Buffer.concat(chunks);
      });
    });
    parser.on('filesLimit', () => fail(badForm('only one file may be sent')));
    parser.on('fieldsLimit', () => fail(badForm('too many fields')));
    parser.on('partsLimit', () => fail(badForm('too many parts')));
    parser.on('error', (error: Error) => reject(badForm(error.message)));
    parser.on('close', () => (failure === null ? resolve(form) : reject(failure)));
    parser.end(raw);
  });
}
