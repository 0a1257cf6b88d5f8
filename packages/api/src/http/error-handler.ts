import { API_ERROR_CODES, type ApiError, type ApiErrorCode } from '@mp/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

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
  const fastifyError = error as Partial<FastifyError>;
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const payload = toErrorBody(error, request);
    if (error instanceof HttpError) reply.headers(error.headers);
    if (payload.statusCode >= 500) request.log.error({ err: error }, 'request failed');
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
