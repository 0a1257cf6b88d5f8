import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { API_ERROR_CODES, type ApiError, type ApiErrorCode } from '@mp/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseUnavailableError } from '../db/types';
import { HttpError } from './errors';

/** Seconds a client is told to wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** fastify's own client errors, mapped to our stable codes. */
const FASTIFY_CODES: Readonly<Record<string, ApiErrorCode>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: API_ERROR_CODES.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: API_ERROR_CODES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: API_ERROR_CODES.badRequest,
  FST_ERR_CTP_EMPTY_JSON_BODY: API_ERROR_CODES.invalidJson,
  FST_ERR_CTP_INVALID_JSON_BODY: API_ERROR_CODES.invalidJson,
  FST_ERR_BAD_URL: API_ERROR_CODES.badRequest,
  FST_ERR_ASYNC_CONSTRAINT: API_ERROR_CODES.badRequest,
};

function body(
  statusCode: number,
  code: ApiErrorCode,
  message: string,
  request: FastifyRequest,
): ApiError {
  return { statusCode, code, message, fields: [], requestId: String(request.id) };
}

function toErrorBody(error: unknown, request: FastifyRequest): ApiError {
  if (error instanceof HttpError) {
    return { ...body(error.statusCode, error.code, error.message, request), fields: error.fields };
  }
  if (error instanceof DatabaseUnavailableError) {
    return body(
      503,
      API_ERROR_CODES.unavailable,
      'The service is briefly unavailable. Try again in a few seconds',
      request,
    );
  }
  const fastifyError = error as Partial<FastifyError>;
  if (isBodyTooLarge(error)) {
    const limit = request.routeOptions.bodyLimit;
    return body(
      413,
      API_ERROR_CODES.payloadTooLarge,
      `The body is larger than the ${limit} bytes this route takes`,
      request,
    );
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code =
      (fastifyError.code === undefined ? undefined : FASTIFY_CODES[fastifyError.code]) ??
      API_ERROR_CODES.badRequest;
    return body(status, code, fastifyError.message ?? 'Bad request', request);
  }
  return body(500, API_ERROR_CODES.internal, 'Internal server error', request);
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(error);
}

/**
 * A body refused for its size is still read (and dropped) up to these limits before the 413 is
 * sent: a client still writing would otherwise see its connection reset instead of the answer.
 */
const DRAIN_LIMIT_BYTES = 256 * 1024 * 1024;
const DRAIN_LIMIT_MS = 15_000;

function drainBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (): void => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', finish).off('close', finish).off('error', finish);
      resolve();
    };
    const onData = (chunk: Buffer): void => {
      seen += chunk.length;
      if (seen > DRAIN_LIMIT_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_LIMIT_MS);
    raw.on('data', onData).on('end', finish).on('close', finish).on('error', finish);
    raw.resume();
  });
}

function isBodyTooLarge(error: unknown): boolean {
  return (error as Partial<FastifyError>).code === 'FST_ERR_CTP_BODY_TOO_LARGE';
}

/**
 * Requests node's HTTP parser refuses (a NUL or line break in a header, a malformed request
 * line) get the API's error shape instead of fastify's, then the connection ends.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const inHeaders = error.code === 'HPE_INVALID_HEADER_TOKEN';
  const payload = JSON.stringify({
    statusCode: 400,
    code: API_ERROR_CODES.badRequest,
    message: inHeaders ? 'A header holds characters HTTP does not allow' : 'Malformed request',
    fields: inHeaders ? [{ path: 'headers', message: 'Invalid character in a header' }] : [],
    requestId: '',
  } satisfies ApiError);
  socket.end(
    'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    if (isBodyTooLarge(error)) {
      await drainBody(request.raw);
      reply.header('connection', 'close');
    }
    const payload = toErrorBody(error, request);
    if (error instanceof HttpError) reply.headers(error.headers);
    if (error instanceof DatabaseUnavailableError) {
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      request.log.warn({ err: error.cause }, 'database unreachable');
    } else if (payload.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: payload.code, statusCode: payload.statusCode }, payload.message);
    return sendError(reply, payload);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      body(
        404,
        API_ERROR_CODES.routeNotFound,
        `No route ${request.method} ${request.url.split('?')[0]}`,
        request,
      ),
    ),
  );
}
