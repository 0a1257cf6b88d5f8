/**
 * Subscriptions and plans (docs/payments.md#subscriptions-and-plans). Every call is behind the
 * tenant's `stripeSubscriptions` switch: 403 FORBIDDEN while it is off for the caller.
 */
import type {
  ZCancelSubscriptionBody,
  ZPlansResponse,
  ZSubscribeBody,
  ZSubscriptionStatusResponse,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const getSubscription = defineEndpoint<{
  response: typeof ZSubscriptionStatusResponse;
}>({
  operationId: 'getSubscription',
  domain: 'subscriptions',
  method: 'GET',
  path: '/payment/subscription',
  access: [ROLES.customer, ROLES.freelancer],
  errors: ['FORBIDDEN', 'UNPROCESSABLE'],
});

export const listSubscriptionPlans = defineEndpoint<{
  response: typeof ZPlansResponse;
}>({
  operationId: 'listSubscriptionPlans',
  domain: 'subscriptions',
  method: 'GET',
  path: '/payment/subscription/plans',
  access: [ROLES.customer, ROLES.freelancer],
  errors: ['FORBIDDEN', 'UNPROCESSABLE'],
});

export const subscribe = defineEndpoint<{
  body: typeof ZSubscribeBody;
  response: typeof ZSubscriptionStatusResponse;
}>({
  operationId: 'subscribe',
  domain: 'subscriptions',
  method: 'POST',
  path: '/payment/subscription',
  access: [ROLES.customer, ROLES.freelancer],
  idempotent: true,
  errors: [
    'CONFLICT',
    'FORBIDDEN',
    'IDEMPOTENCY_KEY_IN_PROGRESS',
    'IDEMPOTENCY_KEY_REUSED',
    'PAYMENT_METHOD_REQUIRED',
    'UNPROCESSABLE',
  ],
});

export const cancelSubscription = defineEndpoint<{
  body: typeof ZCancelSubscriptionBody;
  response: typeof ZSubscriptionStatusResponse;
}>({
  operationId: 'cancelSubscription',
  domain: 'subscriptions',
  method: 'POST',
  path: '/payment/subscription/cancel',
  access: [ROLES.customer, ROLES.freelancer],
  errors: ['CONFLICT', 'FORBIDDEN', 'UNPROCESSABLE'],
});
