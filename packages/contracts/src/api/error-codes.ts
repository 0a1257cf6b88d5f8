/**
 * The API's stable error codes (clients branch on `code`, never on `message`). Plain values, no
 * zod: endpoint declarations and browser code import them.
 */
export const API_ERROR_CODES = {
  /** 400: a body, query or params field failed validation; `fields` names each one. */
  validationFailed: 'VALIDATION_FAILED',
  /** 400: the body is not valid JSON. */
  invalidJson: 'INVALID_JSON',
  /** 400: the request is malformed in a way no field names (bad headers, framing). */
  badRequest: 'BAD_REQUEST',
  /** 400: the tenant header is missing or malformed. */
  tenantRequired: 'TENANT_REQUIRED',
  /** 401: a private route called without valid credentials. */
  unauthenticated: 'UNAUTHENTICATED',
  /** 403: the credentials belong to another tenant than the tenant header names. */
  tenantMismatch: 'TENANT_MISMATCH',
  /** 403: the caller's role may not call this route. */
  forbiddenRole: 'FORBIDDEN_ROLE',
  /** 403: the caller may not act on this resource (e.g. on behalf of someone else). */
  forbidden: 'FORBIDDEN',
  /** 403: the caller's account is deactivated. */
  userDeactivated: 'USER_DEACTIVATED',
  /** 404: the tenant header names no tenant. */
  tenantNotFound: 'TENANT_NOT_FOUND',
  /** 404: no such route. */
  routeNotFound: 'ROUTE_NOT_FOUND',
  /** 404: the user does not exist in this tenant (or is not visible to the caller). */
  userNotFound: 'USER_NOT_FOUND',
  /** 404: no such job in this tenant, or not one the caller may see. */
  jobNotFound: 'JOB_NOT_FOUND',
  /** 404: no such proposal on that job, or not one the caller may see (e.g. another's draft). */
  proposalNotFound: 'PROPOSAL_NOT_FOUND',
  /** 404: no such message channel in this tenant, or not one the caller is a party to. */
  channelNotFound: 'CHANNEL_NOT_FOUND',
  /** 404: the caller has no invitation to that job. */
  invitationNotFound: 'INVITATION_NOT_FOUND',
  /** 404: a search index this deployment does not have (yet), as Elasticsearch answers. */
  indexNotFound: 'INDEX_NOT_FOUND',
  /** 404: no such meeting in this tenant, or not one of the caller's. */
  meetingNotFound: 'MEETING_NOT_FOUND',
  /** 404: detaching a user who is not attached. */
  attachmentNotFound: 'ATTACHMENT_NOT_FOUND',
  /** 409: the value is taken (e.g. a username). */
  conflict: 'CONFLICT',
  /** 413: the body is larger than the server accepts. */
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** 400: an uploaded file's bytes are not an accepted type, or do not match its declaration. */
  unsupportedFile: 'UNSUPPORTED_FILE',
  /** 404: no stored file the caller may read under that key or path. */
  fileNotFound: 'FILE_NOT_FOUND',
  /** 415: the body's content type is not JSON. */
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** 422: well-formed input that breaks a business rule (e.g. attaching yourself). */
  unprocessable: 'UNPROCESSABLE',
  /**
   * 422: the provider declined the bank account (`bank_account_declined`,
   * docs/payments.md#payment-error-codes).
   */
  bankAccountDeclined: 'BANK_ACCOUNT_DECLINED',
  /**
   * 422: the text holds contact details before a contract exists and the tenant warns: send it
   * again with `contactWarningAcknowledged: true` (docs/messaging.md#contact-detail-guard).
   */
  contactInfoDetected: 'CONTACT_INFO_DETECTED',
  /** 500: a fault of the server, never of the caller's input. */
  internal: 'INTERNAL_ERROR',
  /** 503: the database is unreachable or the server is shutting down. */
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
