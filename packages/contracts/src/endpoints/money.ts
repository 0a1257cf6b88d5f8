/**
 * Money: paying milestones and cycles, signing off, retries, the customer's ways to pay and
 * quotes (docs/payments.md). Money-moving calls are idempotent: they take an Idempotency-Key.
 */
import type {
  ZCalculateBody,
  ZCalculateRateBody,
  ZChargeQuote,
  ZCustomerAccountBody,
  ZCustomerAccountResponse,
  ZJobMilestoneParams,
  ZMilestoneIdParams,
  ZMilestoneView,
  ZPayinRetryBody,
  ZPayMilestoneBody,
  ZPaymentMethodsResponse,
  ZPayoutRetryBody,
  ZPayResponse,
  ZProviderParams,
  ZPutMilestoneBody,
  ZRateQuote,
  ZSignOffBody,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

const PAY_ERRORS = [
  'CONFLICT',
  'FORBIDDEN',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  'INVALID_TRANSITION',
  'JOB_NOT_FOUND',
  'MILESTONE_NOT_FOUND',
  'PAYMENT_METHOD_REQUIRED',
  'UNPROCESSABLE',
] as const;

/** Paying with a `transactionHash` (crypto) may also refuse the transfer. */
const PAY_MILESTONE_ERRORS = [
  'CONFLICT',
  'FORBIDDEN',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  'INVALID_TRANSITION',
  'JOB_NOT_FOUND',
  'MILESTONE_NOT_FOUND',
  'PAYMENT_METHOD_REQUIRED',
  'TRANSACTION_REJECTED',
  'UNPROCESSABLE',
] as const;

export const payMilestone = defineEndpoint<{
  params: typeof ZMilestoneIdParams;
  body: typeof ZPayMilestoneBody;
  response: typeof ZPayResponse;
}>({
  operationId: 'payMilestone',
  domain: 'payments',
  method: 'POST',
  path: '/milestones/:milestoneId/pay',
  access: [ROLES.customer],
  idempotent: true,
  errors: PAY_MILESTONE_ERRORS,
});

export const retryPayin = defineEndpoint<{
  body: typeof ZPayinRetryBody;
  response: typeof ZPayResponse;
}>({
  operationId: 'retryPayin',
  domain: 'payments',
  method: 'POST',
  path: '/payment/payin/retry',
  access: [ROLES.customer],
  idempotent: true,
  errors: PAY_ERRORS,
});

export const retryPayout = defineEndpoint<{
  body: typeof ZPayoutRetryBody;
  response: typeof ZPayResponse;
}>({
  operationId: 'retryPayout',
  domain: 'payments',
  method: 'POST',
  path: '/payment/payout/retry',
  access: [ROLES.freelancer, ROLES.customer],
  idempotent: true,
  errors: [
    'IDEMPOTENCY_KEY_IN_PROGRESS',
    'IDEMPOTENCY_KEY_REUSED',
    'INVALID_TRANSITION',
    'JOB_NOT_FOUND',
    'MILESTONE_NOT_FOUND',
    'UNPROCESSABLE',
  ],
});

export const signOffMilestone = defineEndpoint<{
  body: typeof ZSignOffBody;
  response: typeof ZMilestoneView;
}>({
  operationId: 'signOffMilestone',
  domain: 'payments',
  method: 'POST',
  path: '/jobs/customer_signedoff_milestone',
  access: [ROLES.customer],
  idempotent: true,
  errors: [
    'CONFLICT',
    'FORBIDDEN',
    'IDEMPOTENCY_KEY_IN_PROGRESS',
    'IDEMPOTENCY_KEY_REUSED',
    'INVALID_TRANSITION',
    'JOB_NOT_FOUND',
    'MILESTONE_NOT_FOUND',
  ],
});

export const updateMilestone = defineEndpoint<{
  params: typeof ZJobMilestoneParams;
  body: typeof ZPutMilestoneBody;
  response: typeof ZMilestoneView;
}>({
  operationId: 'updateMilestone',
  domain: 'payments',
  method: 'PUT',
  path: '/jobs/:jobId/milestones/:milestoneId',
  access: [ROLES.customer, ROLES.freelancer],
  idempotent: true,
  errors: [
    'CONFLICT',
    'FORBIDDEN',
    'IDEMPOTENCY_KEY_IN_PROGRESS',
    'IDEMPOTENCY_KEY_REUSED',
    'INVALID_TRANSITION',
    'JOB_NOT_FOUND',
    'MILESTONE_NOT_FOUND',
    'UNPROCESSABLE',
  ],
});

export const createCustomerPaymentAccount = defineEndpoint<{
  body: typeof ZCustomerAccountBody;
  response: typeof ZCustomerAccountResponse;
}>({
  operationId: 'createCustomerPaymentAccount',
  domain: 'payments',
  method: 'POST',
  path: '/payment/account/customer',
  // Customers pay milestones; anyone with plans (stripeSubscriptions) pays plans and credits.
  access: [ROLES.customer, ROLES.freelancer],
  errors: ['UNPROCESSABLE'],
});

export const listPaymentMethods = defineEndpoint<{
  response: typeof ZPaymentMethodsResponse;
}>({
  operationId: 'listPaymentMethods',
  domain: 'payments',
  method: 'GET',
  path: '/payment/payment-method/list',
  access: [ROLES.customer, ROLES.freelancer],
  errors: ['UNPROCESSABLE'],
});

export const calculateMilestonePayment = defineEndpoint<{
  params: typeof ZProviderParams;
  body: typeof ZCalculateBody;
  response: typeof ZChargeQuote;
}>({
  operationId: 'calculateMilestonePayment',
  domain: 'payments',
  method: 'POST',
  path: '/payment/milestone/calculate/:provider',
  access: [ROLES.customer, ROLES.freelancer],
  errors: ['JOB_NOT_FOUND', 'MILESTONE_NOT_FOUND', 'UNPROCESSABLE'],
});

export const calculateRate = defineEndpoint<{
  body: typeof ZCalculateRateBody;
  response: typeof ZRateQuote;
}>({
  operationId: 'calculateRate',
  domain: 'payments',
  method: 'POST',
  path: '/apis/actions/milestones/calculate-rate',
  access: [ROLES.customer, ROLES.freelancer],
  errors: ['USER_NOT_FOUND'],
});
