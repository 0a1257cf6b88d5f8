/** Custom-data extraction (docs/custom-data.md). */
import type {
  ZExtractAllBody,
  ZExtractAllResponse,
  ZExtractDataTypeBody,
  ZExtractDataTypeParams,
  ZExtractDataTypeResponse,
  ZExtractWithAiBody,
  ZExtractWithAiResponse,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

const SIGNED_IN = [ROLES.administrator, ROLES.freelancer, ROLES.customer] as const;

export const extractCustomData = defineEndpoint<{
  params: typeof ZExtractDataTypeParams;
  body: typeof ZExtractDataTypeBody;
  response: typeof ZExtractDataTypeResponse;
}>({
  operationId: 'extractCustomData',
  domain: 'custom-data',
  method: 'POST',
  path: '/apis/custom-data/extract/:name',
  access: SIGNED_IN,
  errors: ['DATA_TYPE_NOT_FOUND', 'FILE_NOT_FOUND', 'FORBIDDEN', 'RATE_LIMITED', 'UNPROCESSABLE'],
});

export const extractAllCustomData = defineEndpoint<{
  body: typeof ZExtractAllBody;
  response: typeof ZExtractAllResponse;
}>({
  operationId: 'extractAllCustomData',
  domain: 'custom-data',
  method: 'POST',
  path: '/apis/custom-data/extract/all',
  access: SIGNED_IN,
  errors: ['RATE_LIMITED'],
});

export const extractWithAi = defineEndpoint<{
  body: typeof ZExtractWithAiBody;
  response: typeof ZExtractWithAiResponse;
}>({
  operationId: 'extractWithAi',
  domain: 'custom-data',
  method: 'POST',
  path: '/apis/custom-data/extract-with-ai',
  access: SIGNED_IN,
  errors: ['RATE_LIMITED'],
});
