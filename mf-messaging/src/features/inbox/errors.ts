/** What a failed API call tells the screen (the shell's client rejects with status and fields). */
export interface CallFailure {
  status: number;
  fields: readonly { path: string; message: string }[];
}

export function failureOf(error: unknown): CallFailure {
  if (typeof error === 'object' && error !== null) {
    const { status, fields } = error as { status?: unknown; fields?: unknown };
    return {
      status: typeof status === 'number' ? status : 0,
      fields: Array.isArray(fields) ? (fields as CallFailure['fields']) : [],
    };
  }
  return { status: 0, fields: [] };
}

export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';
