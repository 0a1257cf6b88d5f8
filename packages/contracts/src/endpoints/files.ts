/** Files: uploads, downloads and deletes on /apis/s3 and /apis/auth/s3. */
import type {
  ZDeleteFileBody,
  ZDeleteFileResponse,
  ZFileQuery,
  ZUploadFileBody,
  ZUploadFileResponse,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const deletePublicFile = defineEndpoint<{
  body: typeof ZDeleteFileBody;
  response: typeof ZDeleteFileResponse;
}>({
  operationId: 'deletePublicFile',
  domain: 'files',
  method: 'DELETE',
  path: '/apis/s3',
  access: 'public-or-signed',
  errors: ['FILE_NOT_FOUND', 'FORBIDDEN'],
});

export const deleteFile = defineEndpoint<{
  body: typeof ZDeleteFileBody;
  response: typeof ZDeleteFileResponse;
}>({
  operationId: 'deleteFile',
  domain: 'files',
  method: 'DELETE',
  path: '/apis/auth/s3',
  access: [ROLES.administrator, ROLES.freelancer, ROLES.customer],
  errors: ['FILE_NOT_FOUND', 'FORBIDDEN'],
});

export const getPublicFile = defineEndpoint<{ query: typeof ZFileQuery }>({
  operationId: 'getPublicFile',
  domain: 'files',
  method: 'GET',
  path: '/apis/s3',
  access: 'public',
  returnsFile: true,
  errors: ['FILE_NOT_FOUND'],
});

export const getFile = defineEndpoint<{ query: typeof ZFileQuery }>({
  operationId: 'getFile',
  domain: 'files',
  method: 'GET',
  path: '/apis/auth/s3',
  access: [ROLES.administrator, ROLES.freelancer, ROLES.customer],
  returnsFile: true,
  errors: ['FILE_NOT_FOUND'],
});

export const uploadPublicFile = defineEndpoint<{
  body: typeof ZUploadFileBody;
  response: typeof ZUploadFileResponse;
}>({
  operationId: 'uploadPublicFile',
  domain: 'files',
  method: 'POST',
  path: '/apis/s3',
  access: 'public-or-signed',
  status: 201,
  multipart: true,
  errors: ['CHANNEL_NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'UNSUPPORTED_FILE'],
});

export const uploadFile = defineEndpoint<{
  body: typeof ZUploadFileBody;
  response: typeof ZUploadFileResponse;
}>({
  operationId: 'uploadFile',
  domain: 'files',
  method: 'POST',
  path: '/apis/auth/s3',
  access: [ROLES.administrator, ROLES.freelancer, ROLES.customer],
  status: 201,
  multipart: true,
  errors: ['CHANNEL_NOT_FOUND', 'CONFLICT', 'UNSUPPORTED_FILE'],
});
