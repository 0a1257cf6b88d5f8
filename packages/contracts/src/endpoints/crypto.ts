/** Paying a milestone in crypto (docs/payments.md#crypto); the pay itself is payMilestone. */
import type { ZJobMilestoneParams, ZSmartContractBody, ZSmartContractResponse } from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const createSmartContract = defineEndpoint<{
  params: typeof ZJobMilestoneParams;
  body: typeof ZSmartContractBody;
  response: typeof ZSmartContractResponse;
}>({
  operationId: 'createSmartContract',
  domain: 'payments',
  method: 'POST',
  path: '/jobs/:jobId/milestones/:milestoneId/smartContract',
  access: [ROLES.customer],
  errors: [
    'CONFLICT',
    'FORBIDDEN',
    'INVALID_TRANSITION',
    'JOB_NOT_FOUND',
    'MILESTONE_NOT_FOUND',
    'PAYEE_ADDRESS_REQUIRED',
    'UNPROCESSABLE',
  ],
});
