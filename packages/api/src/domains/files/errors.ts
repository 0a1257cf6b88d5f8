import { API_ERROR_CODES, UNSUPPORTED_FILE_MESSAGE } from '@mp/contracts';
import { HttpError, httpErrors } from '../../http/errors';

export const fileErrors = {
  unsupported: (detail: string) =>
    new HttpError(400, API_ERROR_CODES.unsupportedFile, UNSUPPORTED_FILE_MESSAGE, [
      { path: 'body.file', message: detail },
    ]),
  tooLarge: (maxBytes: number) =>
    new HttpError(
      413,
      API_ERROR_CODES.payloadTooLarge,
      `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
      [{ path: 'body.file', message: `at most ${maxBytes} bytes` }],
    ),
  notFound: () => new HttpError(404, API_ERROR_CODES.fileNotFound, 'No such file'),
  badKey: (path: string, reason: string) =>
    httpErrors.validation([{ path, message: `The key ${reason}` }]),
  taken: () =>
    httpErrors.conflict('Another user has stored a file under this key', [
      { path: 'body.key', message: 'is taken' },
    ]),
} as const;
