import type { LiveErrorCode, LiveErrorData, LiveFieldError } from '@mp/contracts';

/** The error socket.io hands to the client as `connect_error`, with `data` kept intact. */
export interface LiveError extends Error {
  data: LiveErrorData;
}

export function liveErrorData(
  code: LiveErrorCode,
  message: string,
  fields?: LiveFieldError[],
): LiveErrorData {
  return fields === undefined ? { code, message } : { code, message, fields };
}

export function liveError(
  code: LiveErrorCode,
  message: string,
  fields?: LiveFieldError[],
): LiveError {
  return Object.assign(new Error(message), { data: liveErrorData(code, message, fields) });
}
