/** CV generation (docs/users.md#cv) and parsing (docs/users.md#cv-parsing). */
import type {
  ZGenerateCvBody,
  ZGenerateCvParams,
  ZLatestCvParseResponse,
  ZStartCvParseBody,
  ZStartCvParseResponse,
} from '../api';
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

/** Starts reading the caller's uploaded CV in the background (docs/users.md#cv-parsing). */
export const startCvParse = defineEndpoint<{
  body: typeof ZStartCvParseBody;
  response: typeof ZStartCvParseResponse;
}>({
  operationId: 'startCvParse',
  domain: 'cv',
  method: 'POST',
  path: '/apis/actions/users/me/parse-cv',
  access: [ROLES.freelancer],
  status: 202,
  errors: ['FILE_NOT_FOUND', 'FORBIDDEN', 'RATE_LIMITED', 'UNPROCESSABLE'],
});

/** The caller's latest CV parse: its status and, once done, the fields read. */
export const latestCvParse = defineEndpoint<{ response: typeof ZLatestCvParseResponse }>({
  operationId: 'latestCvParse',
  domain: 'cv',
  method: 'GET',
  path: '/apis/actions/users/me/parse-cv',
  access: [ROLES.freelancer],
  errors: [],
});
