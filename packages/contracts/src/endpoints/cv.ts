/** CV generation (docs/users.md#cv). */
import type { ZGenerateCvBody, ZGenerateCvParams } from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const generateCv = defineEndpoint<{
  params: typeof ZGenerateCvParams;
  body: typeof ZGenerateCvBody;
}>({
  operationId: 'generateCv',
  domain: 'cv',
  method: 'POST',
  path: '/apis/actions/users/:userId/generate-cv',
  access: [ROLES.administrator, ROLES.freelancer, ROLES.customer],
  returnsFile: true,
  errors: ['FORBIDDEN', 'RATE_LIMITED', 'UNPROCESSABLE', 'USER_NOT_FOUND'],
});
