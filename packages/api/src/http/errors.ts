import { API_ERROR_CODES, type ApiErrorCode, type FieldError } from '@mp/contracts';
import type { z } from 'zod';

/** An error the API answers with its status, stable code and message (never a 500). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
    /** Headers the answer carries (e.g. Retry-After of a 429). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type RequestPart = 'params' | 'query' | 'body';

function issuePath(part: RequestPart, issue: z.core.$ZodIssue): string[] {
  const base = [part, ...issue.path.map(String)];
  // Unknown keys are reported on their parent; name each key so callers can see which ones.
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => [...base, key].join('.'));
  return [base.join('.')];
}

/**
 * A union that matched no branch reports only "Invalid input" on the union itself; name the
 * fields instead, from the branch that came closest (fewest issues), with the union's path.
 */
function withUnionBranches(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const closest = issue.errors.reduce((best, branch) =>
    branch.length < best.length ? branch : best,
  );
  if (closest.length === 0) return [issue];
  return closest.flatMap((inner) =>
    withUnionBranches({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue),
  );
}

export function fieldErrors(part: RequestPart, error: z.ZodError): FieldError[] {
  return error.issues
    .flatMap(withUnionBranches)
    .flatMap((issue) => issuePath(part, issue).map((path) => ({ path, message: issue.message })));
}

export const httpErrors = {
  validation: (fields: FieldError[]) =>
    new HttpError(400, API_ERROR_CODES.validationFailed, 'The request has invalid fields', fields),
  invalidJson: (detail: string) =>
    new HttpError(400, API_ERROR_CODES.invalidJson, `The body is not valid JSON: ${detail}`),
  tenantRequired: (message: string) => new HttpError(400, API_ERROR_CODES.tenantRequired, message),
  tenantNotFound: (tenantId: string) =>
    new HttpError(404, API_ERROR_CODES.tenantNotFound, `No tenant "${tenantId}"`),
  unauthenticated: (message = 'Sign in to call this route') =>
    new HttpError(401, API_ERROR_CODES.unauthenticated, message),
  tenantMismatch: () =>
    new HttpError(403, API_ERROR_CODES.tenantMismatch, 'The credentials belong to another tenant'),
  forbiddenRole: () =>
    new HttpError(403, API_ERROR_CODES.forbiddenRole, 'Your role may not call this route'),
  forbidden: (message: string) => new HttpError(403, API_ERROR_CODES.forbidden, message),
  identityVerificationRequired: (action: string) =>
    new HttpError(
      403,
      API_ERROR_CODES.identityVerificationRequired,
      `Verify your identity in your settings before you ${action}`,
    ),
  userDeactivated: () =>
    new HttpError(403, API_ERROR_CODES.userDeactivated, 'This account is deactivated'),
  userNotFound: () =>
    new HttpError(404, API_ERROR_CODES.userNotFound, 'No such user in this tenant'),
  proposalNotFound: () =>
    new HttpError(404, API_ERROR_CODES.proposalNotFound, 'No such proposal on this job'),
  milestoneNotFound: () =>
    new HttpError(404, API_ERROR_CODES.milestoneNotFound, 'No such milestone in your contracts'),
  invalidTransition: (message: string) =>
    new HttpError(409, API_ERROR_CODES.invalidTransition, message),
  conflict: (message: string, fields: FieldError[] = []) =>
    new HttpError(409, API_ERROR_CODES.conflict, message, fields),
  unprocessable: (message: string, fields: FieldError[] = []) =>
    new HttpError(422, API_ERROR_CODES.unprocessable, message, fields),
  unsupportedMediaType: () =>
    new HttpError(415, API_ERROR_CODES.unsupportedMediaType, 'Send the body as application/json'),
} as const;
