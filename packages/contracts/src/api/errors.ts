/** The API's error body and its stable codes (clients branch on `code`, never on `message`). */
import { z } from 'zod';
import { API_ERROR_CODES, type ApiErrorCode } from './error-codes';

export { API_ERROR_CODES, type ApiErrorCode } from './error-codes';

export const API_ERROR_CODE_LIST = Object.values(API_ERROR_CODES) as [
  ApiErrorCode,
  ...ApiErrorCode[],
];
export const ZApiErrorCode = z.enum(API_ERROR_CODE_LIST);

export const ZFieldError = z.object({
  /** Dotted path of the failing field inside its part: `body.data.name`, `params.id`, `query.x`. */
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof ZFieldError>;

export const ZApiError = z.object({
  statusCode: z.number().int().min(400).max(599),
  code: ZApiErrorCode,
  message: z.string(),
  fields: z.array(ZFieldError),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ZApiError>;
