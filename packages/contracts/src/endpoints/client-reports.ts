/** What pages report about themselves: unhandled errors and web vitals (docs/observability.md). */
import type { ZClientReportsBody, ZClientReportsResponse } from '../api';
import { defineEndpoint } from '../endpoint';

export const reportClientEvents = defineEndpoint<{
  body: typeof ZClientReportsBody;
  response: typeof ZClientReportsResponse;
}>({
  operationId: 'reportClientEvents',
  domain: 'client-reports',
  method: 'POST',
  path: '/public/client-reports',
  access: 'public',
  errors: ['RATE_LIMITED'],
});
