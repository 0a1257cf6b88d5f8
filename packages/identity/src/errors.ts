/** A failure reported the way Cognito reports it: HTTP 400 with `{ __type, message }`. */
export class ServiceError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

export const notAuthorized = (message = 'Incorrect username or password.') =>
  new ServiceError('NotAuthorizedException', message);

export const invalidParameter = (message: string) =>
  new ServiceError('InvalidParameterException', message);

export function requireString(body: Record<string, unknown>, field: string, max = 2048): string {
  const value = body[field];
  if (typeof value !== 'string' || value.length === 0) {
    throw invalidParameter(
      `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must not be null`,
    );
  }
  if (value.length > max) {
    throw invalidParameter(
      `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must have length less than or equal to ${max}`,
    );
  }
  return value;
}

export function optionalRecord(
  body: Record<string, unknown>,
  field: string,
): Record<string, unknown> {
  const value = body[field];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParameter(`Value at '${field}' must be an object.`);
  }
  return value as Record<string, unknown>;
}
