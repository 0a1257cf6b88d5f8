/**
 * Credits (docs/payments.md#credits): the caller's balance and allowance, their history, and
 * buying packs. Behind the tenant's `stripeSubscriptions` switch, like the plans.
 */
import type {
  ZBuyCreditsBody,
  ZBuyCreditsResponse,
  ZCreditHistoryResponse,
  ZCreditsResponse,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const getCredits = defineEndpoint<{
  response: typeof ZCreditsResponse;
}>({
  operationId: 'getCredits',
  domain: 'credits',
  method: 'GET',
  path: '/payment/credits',
  access: [ROLES.customer, ROLES.freelancer],
  errors: ['FORBIDDEN'],
});

export const listCreditHistory = defineEndpoint<{
  response: typeof ZCreditHistoryResponse;
}>({
  operationId: 'listCreditHistory',
  domain: 'credits',
  method: 'GET',
  path: '/payment/credits/history',
  access: [ROLES.customer, ROLES.freelancer],
  errors: ['FORBIDDEN'],
});

export const buyCredits = defineEndpoint<{
  body: typeof ZBuyCreditsBody;
  response: typeof ZBuyCreditsResponse;
}>({
  operationId: 'buyCredits',
  domain: 'credits',
  method: 'POST',
  path: '/payment/credits/buy',
  access: [ROLES.customer, ROLES.freelancer],
  idempotent: true,
  errors: [
    'FORBIDDEN',
    'IDEMPOTENCY_KEY_IN_PROGRESS',
    'IDEMPOTENCY_KEY_REUSED',
    'PAYMENT_METHOD_REQUIRED',
    'UNPROCESSABLE',
  ],
});
