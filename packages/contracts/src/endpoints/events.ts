/** Events users report (the chat-support widget). */
import type { ZCreateEventBody, ZEventResponse } from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const createEvent = defineEndpoint<{
  body: typeof ZCreateEventBody;
  response: typeof ZEventResponse;
}>({
  operationId: 'createEvent',
  domain: 'events',
  method: 'POST',
  path: '/apis/events',
  access: [ROLES.administrator, ROLES.freelancer, ROLES.customer],
  status: 201,
  errors: ['RATE_LIMITED'],
  openToUnapprovedCustomers: true,
});
