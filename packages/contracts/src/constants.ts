/**
 * The product's constants and enumerations as typed values. What each means is stated on its
 * domain's page (docs/ARCHITECTURE.md#where-the-rules-are).
 */

export const ROLES = { administrator: 1, freelancer: 2, customer: 3 } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_IDS: readonly Role[] = [ROLES.administrator, ROLES.freelancer, ROLES.customer];

export const FREELANCER_ROLES = {
  agencyCompany: 0,
  agencyFreelancer: 1,
  independentFreelancer: 2,
} as const;
export type FreelancerRole = (typeof FREELANCER_ROLES)[keyof typeof FREELANCER_ROLES];

export const USER_STATUS = { active: 0, deactivated: 1 } as const;

export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

/** Own credits a referrer earns per user signed up through their invite link (docs/users.md#referrals). */
export const REFERRAL_CREDITS = 10;

export const JOB_STATUS = {
  freshJob: 'FRESH_JOB',
  meetingJob: 'MEETING_JOB',
  inDiscussion: 'IN_DISCUSSION',
  contract: 'CONTRACT',
  ended: 'ENDED',
  userClosed: 'USER_CLOSED',
  adminClosed: 'ADMIN_CLOSED',
} as const;
export type JobStatus = (typeof JOB_STATUS)[keyof typeof JOB_STATUS];
export const CLOSED_JOB_STATUSES: readonly JobStatus[] = [
  JOB_STATUS.ended,
  JOB_STATUS.userClosed,
  JOB_STATUS.adminClosed,
];

/**
 * Proposal status, the composing reading (docs/proposals.md#statuses-both-readings-one-mapping).
 */
export const PROPOSAL_STATUS = {
  drafting: 0,
  notCreated: 1,
  inCreation: 2,
  readyToBeSent: 3,
  created: 4,
  rejected: 5,
} as const;
/** Proposal status, the offer reading (docs/proposals.md#statuses-both-readings-one-mapping). */
export const PROPOSAL_OFFER_STATUS = { draft: 0, sent: 1, accepted: 2, rejected: 5 } as const;
export type ProposalStatus = 0 | 1 | 2 | 3 | 4 | 5;
export const REJECTED_PROPOSAL_DESCRIPTION = 'Rejected';

export const MILESTONE_STATUS = {
  proposed: 0,
  pending: 1,
  paid: 2,
  completed: 3,
  signedOff: 4,
  paymentPending: 5,
} as const;
export type MilestoneStatus = (typeof MILESTONE_STATUS)[keyof typeof MILESTONE_STATUS];

export const RECURRING_RULE_STATUS = { proposed: 0, active: 1, paused: 2, ended: 3 } as const;
export type RecurringRuleStatus =
  (typeof RECURRING_RULE_STATUS)[keyof typeof RECURRING_RULE_STATUS];

export const RECURRING_ITEM_STATUS = {
  active: 1,
  freelancerSubmitted: 2,
  cycleEnd: 3,
  paid: 4,
  paymentPending: 5,
} as const;
export type RecurringItemStatus =
  (typeof RECURRING_ITEM_STATUS)[keyof typeof RECURRING_ITEM_STATUS];

export const PAYMENT_ACCOUNT_STATUS = {
  loading: -1,
  noPaymentUserCreated: 0,
  identityDocumentsNotSubmitted: 1,
  waiting: 2,
  refused: 3,
  complete: 4,
} as const;
export type PaymentAccountStatus =
  (typeof PAYMENT_ACCOUNT_STATUS)[keyof typeof PAYMENT_ACCOUNT_STATUS];

export const PRODUCT_APPROVAL_STATUS = {
  pending: 'PENDING',
  approvedByAdmin: 'APPROVED_BY_ADMIN',
  disapprovedByAdmin: 'DISAPPROVED_BY_ADMIN',
} as const;
export type ProductApprovalStatus =
  (typeof PRODUCT_APPROVAL_STATUS)[keyof typeof PRODUCT_APPROVAL_STATUS];

export const CONTRACT_TYPE = { payByTask: 1, payByWeekOrMonth: 2 } as const;
export type ContractType = (typeof CONTRACT_TYPE)[keyof typeof CONTRACT_TYPE];
export const CONTRACT_TYPE_LABELS = {
  heading: 'CONTRACT TYPE',
  ongoingWork: 'Ongoing Work',
  cycleDuration: 'CYCLE DURATION',
} as const;

export const JOB_BUDGET_MARKERS = { dontKnow: -1, perJob: -2 } as const;
export const FREELANCER_PROGRESS_LEVELS = [1, 2, 3, 4] as const;
export const MIN_PROJECTS_FOR_JOB = 1;

export const SOCKET_EVENTS = {
  channelMessageReceived: 'CHANNEL_MESSAGE_RECEIVED',
  videoChatStarted: 'VIDEO_CHAT_STARTED',
  massCloseJobsFinished: 'MASS_CLOSE_JOBS_FINISHED',
  userCvParserSucceeded: 'USER_CV_PARSER_SUCCEDED',
  userCvParserFailed: 'USER_CV_PARSER_FAILED',
  bookingCreated: 'BOOKING_CREATED',
  /** A notification for the notification centre (docs/notifications.md#live). */
  notificationCreated: 'NOTIFICATION_CREATED',
} as const;
export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS];
export const SOCKET_OPTIONS = { timeoutMs: 5000, maxAttempts: 2 } as const;

export const TOAST_DURATION_MS = { default: 4000, videoCall: 30000, massClose: 30000 } as const;
export const TOAST_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const JOB_AUTO_FETCH_PAGE_SIZE = 50;
export const UPLOAD_TEXT_EXCERPT_LENGTH = 8000;
export const CV_PARSE_RELOAD_WAIT_MS = 3000;

export const BREAKPOINTS_PX = {
  mobileBelow: 769,
  signedInHeader: 700,
  publicHeader: 575,
  avatarMenu: 991,
} as const;

export const DEFAULT_LOCALE = 'en';
/** Browser language codes that map to a different app locale. */
export const BROWSER_LOCALE_ALIASES: Readonly<Record<string, string>> = { uk: 'ua' };

/**
 * 1.9 % plus a fixed 0.20 of the tenant's currency (docs/contracts.md#fees): `fixed` is in major
 * units, so it is 20 minor units of pounds or euros and rounds to 0 of a currency without any.
 */
export const PAYMENT_PROVIDER_FEE = { rate: 0.019, fixed: 0.2 } as const;

export const DEFAULT_MAP_CENTRE = { lat: 51.5074, lng: -0.1278 } as const;

export const DATE_FORMATS = {
  date: 'YYYY-MM-DD',
  dateTime: 'YYYY-MM-DD h:mm a',
  time: 'h:mm a',
  monthYear: 'MMM YYYY',
} as const;

export const PAYMENT_ERROR_CODES = [
  'retry',
  'change_external_account',
  'contact_issuer',
  'contact_support',
  'invalid_charge_amount',
  'invalid_source_usage',
  'bank_account_declined',
  'charge_exceeds_source_limit',
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/** Ways a customer pays: cards, and US (ACH) or UK (BACS) bank debits where the tenant allows. */
export const PAYMENT_METHOD_TYPES = ['card', 'ach_debit', 'bacs_debit'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** The languages an invoice's PDF is written in (docs/payments.md#invoices). */
export const INVOICE_LANGUAGES = ['en', 'ua', 'de'] as const;
export type InvoiceLanguage = (typeof INVOICE_LANGUAGES)[number];

/** Invoices per page of GET /payment/invoices: `size` defaults to the first, at most the second. */
export const INVOICE_PAGE_SIZE = { default: 20, max: 50 } as const;

export const FEATURE_NAMES = {
  skipPayments: 'skipPayments',
  idleLogout: 'idleLogout',
  videoChat: 'videoChat',
  stripeSubscriptions: 'stripeSubscriptions',
  adminApprovesCustomers: 'adminApprovesCustomers',
  achTransfer: 'achTransfer',
  bacsMethodPayment: 'bacsMethodPayment',
  customerCreatesMilestones: 'customerCreatesMilestones',
  advancedSearchFl: 'advancedSearchFl',
  hide0MatchFreelancers: 'hide0MatchFreelancers',
  flShortName: 'flShortName',
  requireIdentityVerification: 'requireIdentityVerification',
} as const;

/** The tenant header every call carries, public or private (docs/identity.md#signed-calls). */
export const TENANT_HEADER = 'x-tenant-id';

/**
 * The path segment of the product orders calls: `POST /apis/actions/product-orders/book` and
 * `GET /apis/actions/product-orders` (docs/products.md#bookings).
 */
export const ORDERS_PATH_SEGMENT = 'product-orders';
