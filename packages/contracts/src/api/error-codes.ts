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
  /**
   * 401: the signature of this write was already used (a replay); sign every request anew
   * (docs/security.md#replayed-signatures).
   */
  signatureReplayed: 'SIGNATURE_REPLAYED',
  /** 403: the credentials belong to another tenant than the tenant header names. */
  tenantMismatch: 'TENANT_MISMATCH',
  /** 403: the caller's role may not call this route. */
  forbiddenRole: 'FORBIDDEN_ROLE',
  /** 403: the caller may not act on this resource (e.g. on behalf of someone else). */
  forbidden: 'FORBIDDEN',
  /**
   * 403: the tenant has customers approved by an administrator, with restriction, and this
   * customer is not approved yet (docs/security.md#server-side-gates).
   */
  customerNotApproved: 'CUSTOMER_NOT_APPROVED',
  /** 403: a tenant switch or screen area this call belongs to is off for the caller. */
  featureDisabled: 'FEATURE_DISABLED',
  /**
   * 403: the tenant's requireIdentityVerification switch is on for the caller and they have not
   * verified their identity yet (docs/payments.md#identity-verification).
   */
  identityVerificationRequired: 'IDENTITY_VERIFICATION_REQUIRED',
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
  /** 404: no open call room with that name that the caller is invited to (docs/video.md). */
  callNotFound: 'CALL_NOT_FOUND',
  /** 404: no such milestone in this tenant, or not one of the caller's contracts. */
  milestoneNotFound: 'MILESTONE_NOT_FOUND',
  /** 404: no such review in this tenant, or not one the caller may see (docs/reviews.md). */
  reviewNotFound: 'REVIEW_NOT_FOUND',
  /** 409: the contract has not ended yet, so its parties cannot review each other yet. */
  contractNotEnded: 'CONTRACT_NOT_ENDED',
  /** 409: the caller already reviewed this person for this contract (docs/reviews.md#rules). */
  reviewAlreadyWritten: 'REVIEW_ALREADY_WRITTEN',
  /** 409: the review window of this contract has closed (docs/reviews.md#window). */
  reviewWindowClosed: 'REVIEW_WINDOW_CLOSED',
  /** 409: the job is a booking that was not completed (cancelled, or not delivered yet): not reviewed (docs/reviews.md#bookings). */
  bookingNotCompleted: 'BOOKING_NOT_COMPLETED',
  /** 404: no such invoice in this tenant, or not one the caller may read (docs/payments.md#invoices). */
  invoiceNotFound: 'INVOICE_NOT_FOUND',
  /** 404: no such product (or shipment fee) in this tenant, or not one the caller may see. */
  productNotFound: 'PRODUCT_NOT_FOUND',
  /** 404: no such booking in this tenant, or not one the caller booked or sold. */
  bookingNotFound: 'BOOKING_NOT_FOUND',
  /** 404: no such activity post in this tenant, or not one of the caller's (docs/users.md#activity-posts). */
  activityPostNotFound: 'ACTIVITY_POST_NOT_FOUND',
  /** 404: no such dispute in this tenant, or not one the caller may see (docs/disputes.md). */
  disputeNotFound: 'DISPUTE_NOT_FOUND',
  /** 404: no such portfolio item in this tenant, or not one of the caller's (docs/users.md#portfolio). */
  portfolioItemNotFound: 'PORTFOLIO_ITEM_NOT_FOUND',
  /** 404: the tenant has no data type of that id or name (docs/custom-data.md#calls). */
  dataTypeNotFound: 'DATA_TYPE_NOT_FOUND',
  /** 404: the tenant has no content page at that path (docs/content-pages.md). */
  pageNotFound: 'PAGE_NOT_FOUND',
  /** 404: the tenant has no published settings version of that number (docs/tenant-console.md). */
  configVersionNotFound: 'CONFIG_VERSION_NOT_FOUND',
  /** 404: no such agency in this tenant, or the caller owns none (docs/users.md#agencies). */
  agencyNotFound: 'AGENCY_NOT_FOUND',
  /** 404: removing a freelancer who is not a member of the caller's agency. */
  agencyMemberNotFound: 'AGENCY_MEMBER_NOT_FOUND',
  /** 404: the tenant has no organisation customer of that company name (docs/users.md#organisation-customers). */
  organisationNotFound: 'ORGANISATION_NOT_FOUND',
  /** 404: detaching a user who is not attached. */
  attachmentNotFound: 'ATTACHMENT_NOT_FOUND',
  /**
   * 409: a milestone, recurring contract or cycle cannot make that move from the status it is
   * in; the message names the status the move needs (docs/milestones.md).
   */
  invalidTransition: 'INVALID_TRANSITION',
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
  /** 422: a payment needs a way to pay first (a card or bank debit of the customer's). */
  paymentMethodRequired: 'PAYMENT_METHOD_REQUIRED',
  /**
   * 422: paying in crypto needs the freelancer's payee address, given when the milestone was
   * approved (docs/payments.md#crypto).
   */
  payeeAddressRequired: 'PAYEE_ADDRESS_REQUIRED',
  /**
   * 422: the transaction hash does not pay this milestone: not a hash, no such transfer, from
   * another address, to another escrow, too little, or already used (`body.transactionHash`).
   */
  transactionRejected: 'TRANSACTION_REJECTED',
  /**
   * 422: the caller's credits (their own plus what is left of the monthly allowance) do not
   * cover what they spend (docs/payments.md#credits).
   */
  insufficientCredits: 'INSUFFICIENT_CREDITS',
  /** 422: the Idempotency-Key was used before with another request. */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** 409: a request with this Idempotency-Key is still being answered; try again shortly. */
  idempotencyKeyInProgress: 'IDEMPOTENCY_KEY_IN_PROGRESS',
  /**
   * 429: too many calls of this kind by this user, address or tenant; `Retry-After` says when
   * to try again (docs/security.md#rate-limits).
   */
  rateLimited: 'RATE_LIMITED',
  /** 500: a fault of the server, never of the caller's input. */
  internal: 'INTERNAL_ERROR',
  /** 503: the database is unreachable or the server is shutting down. */
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
