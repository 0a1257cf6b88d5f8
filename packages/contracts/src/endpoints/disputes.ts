/** Disputes of held money, their thread and their resolution (docs/disputes.md). */
import type {
  ZDispute,
  ZDisputeDetail,
  ZDisputeIdParams,
  ZDisputeMessage,
  ZDisputeMessageBody,
  ZDisputeRecurringBody,
  ZDisputesPage,
  ZListDisputesQuery,
  ZOpenDisputeBody,
  ZResolveDisputeBody,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

const PARTIES = [ROLES.customer, ROLES.freelancer] as const;
const EVERYONE = [ROLES.customer, ROLES.freelancer, ROLES.administrator] as const;

export const openDispute = defineEndpoint<{
  body: typeof ZOpenDisputeBody;
  response: typeof ZDispute;
}>({
  operationId: 'openDispute',
  domain: 'disputes',
  method: 'POST',
  path: '/disputes',
  access: PARTIES,
  status: 201,
  errors: ['CONFLICT', 'FORBIDDEN', 'INVALID_TRANSITION', 'MILESTONE_NOT_FOUND', 'UNPROCESSABLE'],
});

export const disputeRecurringMilestone = defineEndpoint<{
  body: typeof ZDisputeRecurringBody;
  response: typeof ZDispute;
}>({
  operationId: 'disputeRecurringMilestone',
  domain: 'disputes',
  method: 'POST',
  path: '/jobs/dispute_recurring_milestone',
  access: PARTIES,
  status: 201,
  errors: ['CONFLICT', 'FORBIDDEN', 'INVALID_TRANSITION', 'MILESTONE_NOT_FOUND', 'UNPROCESSABLE'],
});

export const listDisputes = defineEndpoint<{
  query: typeof ZListDisputesQuery;
  response: typeof ZDisputesPage;
}>({
  operationId: 'listDisputes',
  domain: 'disputes',
  method: 'GET',
  path: '/disputes',
  access: EVERYONE,
  errors: [],
});

export const getDispute = defineEndpoint<{
  params: typeof ZDisputeIdParams;
  response: typeof ZDisputeDetail;
}>({
  operationId: 'getDispute',
  domain: 'disputes',
  method: 'GET',
  path: '/disputes/:disputeId',
  access: EVERYONE,
  errors: ['DISPUTE_NOT_FOUND'],
});

export const postDisputeMessage = defineEndpoint<{
  params: typeof ZDisputeIdParams;
  body: typeof ZDisputeMessageBody;
  response: typeof ZDisputeMessage;
}>({
  operationId: 'postDisputeMessage',
  domain: 'disputes',
  method: 'POST',
  path: '/disputes/:disputeId/messages',
  access: EVERYONE,
  status: 201,
  errors: ['CONFLICT', 'DISPUTE_NOT_FOUND', 'UNPROCESSABLE'],
});

export const resolveDispute = defineEndpoint<{
  params: typeof ZDisputeIdParams;
  body: typeof ZResolveDisputeBody;
  response: typeof ZDispute;
}>({
  operationId: 'resolveDispute',
  domain: 'disputes',
  method: 'POST',
  path: '/disputes/:disputeId/resolve',
  access: [ROLES.administrator],
  errors: ['CONFLICT', 'DISPUTE_NOT_FOUND'],
});
