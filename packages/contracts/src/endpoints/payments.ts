/** Payments: the freelancer's payout account with the payment provider. */
import type {
  ZExternalAccountBody,
  ZIdentityVerification,
  ZStartIdentityVerificationBody,
  ZPaymentAccountLinkBody,
  ZPaymentAccountLinkResponse,
  ZPaymentAccountQuery,
  ZPaymentAccountResponse,
  ZUpdatePaymentAccountBody,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const createPaymentAccountLink = defineEndpoint<{
  body: typeof ZPaymentAccountLinkBody;
  response: typeof ZPaymentAccountLinkResponse;
}>({
  operationId: 'createPaymentAccountLink',
  domain: 'payments',
  method: 'POST',
  path: '/payment/account/link',
  access: [ROLES.freelancer],
  errors: ['UNPROCESSABLE'],
});

export const getPaymentAccount = defineEndpoint<{
  query: typeof ZPaymentAccountQuery;
  response: typeof ZPaymentAccountResponse;
}>({
  operationId: 'getPaymentAccount',
  domain: 'payments',
  method: 'GET',
  path: '/payment/account',
  access: [ROLES.freelancer],
  errors: ['CONFLICT', 'UNPROCESSABLE'],
});

export const setPaymentExternalAccount = defineEndpoint<{
  body: typeof ZExternalAccountBody;
  response: typeof ZPaymentAccountResponse;
}>({
  operationId: 'setPaymentExternalAccount',
  domain: 'payments',
  method: 'POST',
  path: '/payment/account/external-account',
  access: [ROLES.freelancer],
  errors: ['BANK_ACCOUNT_DECLINED', 'CONFLICT', 'UNPROCESSABLE'],
});

export const updatePaymentAccount = defineEndpoint<{
  body: typeof ZUpdatePaymentAccountBody;
  response: typeof ZPaymentAccountResponse;
}>({
  operationId: 'updatePaymentAccount',
  domain: 'payments',
  method: 'POST',
  path: '/payment/account',
  access: [ROLES.freelancer],
  errors: ['UNPROCESSABLE'],
});

export const getIdentityVerification = defineEndpoint<{
  response: typeof ZIdentityVerification;
}>({
  operationId: 'getIdentityVerification',
  domain: 'payments',
  method: 'GET',
  path: '/payment/identity/verification',
  access: [ROLES.customer, ROLES.freelancer],
  errors: [],
});

export const startIdentityVerification = defineEndpoint<{
  body: typeof ZStartIdentityVerificationBody;
  response: typeof ZIdentityVerification;
}>({
  operationId: 'startIdentityVerification',
  domain: 'payments',
  method: 'POST',
  path: '/payment/identity/verification',
  access: [ROLES.customer, ROLES.freelancer],
  errors: ['CONFLICT', 'FEATURE_DISABLED'],
});
