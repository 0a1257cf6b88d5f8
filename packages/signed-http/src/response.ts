import { HttpError, type HttpFieldError } from './errors';

/** What the client reads of an answer: a fetch Response, or an XHR's answer in that shape. */
export interface ResponseLike {
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

function isJsonResponse(response: ResponseLike): boolean {
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '');
}

/** Parses the body when it is JSON; returns the text otherwise (undefined when empty). */
export function parseBody(response: ResponseLike, text: string): unknown {
  if (text === '') return undefined;
  if (!isJsonResponse(response)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function codeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, error } = body as { code?: unknown; error?: unknown };
  if (typeof code === 'string') return code;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const nested = (error as { code?: unknown }).code;
    if (typeof nested === 'string') return nested;
  }
  return undefined;
}

function fieldsOf(body: unknown): HttpFieldError[] {
  if (typeof body !== 'object' || body === null) return [];
  const { fields } = body as { fields?: unknown };
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (field): field is HttpFieldError =>
      typeof field === 'object' &&
      field !== null &&
      typeof (field as HttpFieldError).path === 'string' &&
      typeof (field as HttpFieldError).message === 'string',
  );
}

export async function toHttpError(response: ResponseLike): Promise<HttpError> {
  const text = await response.text();
  const body = parseBody(response, text);
  return new HttpError({
    status: response.status,
    message: text || `${response.status} ${response.statusText}`.trim(),
    code: codeOf(body),
    body: isJsonResponse(response) ? body : undefined,
    fields: fieldsOf(body),
  });
}
