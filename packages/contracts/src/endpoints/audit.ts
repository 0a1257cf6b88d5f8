/** The audit trail of administrators' writes (docs/admin.md#audit-trail). */
import type { ZAuditPage, ZAuditQuery } from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const listAuditEntries = defineEndpoint<{
  query: typeof ZAuditQuery;
  response: typeof ZAuditPage;
}>({
  operationId: 'listAuditEntries',
  domain: 'admin',
  method: 'GET',
  path: '/admin/audit',
  access: [ROLES.administrator],
  errors: [],
});
