/** Administrators: customers awaiting approval. */
import type {
  ZAdminCustomer,
  ZAdminCustomersPage,
  ZCustomerApprovalBody,
  ZCustomerIdParams,
  ZListCustomersQuery,
  ZOwnApproval,
} from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const decideCustomerApproval = defineEndpoint<{
  params: typeof ZCustomerIdParams;
  body: typeof ZCustomerApprovalBody;
  response: typeof ZAdminCustomer;
}>({
  operationId: 'decideCustomerApproval',
  domain: 'admin',
  method: 'POST',
  path: '/admin/customers/:userId/approval',
  access: [ROLES.administrator],
  errors: ['CONFLICT', 'USER_NOT_FOUND'],
});

export const getOwnApproval = defineEndpoint<{ response: typeof ZOwnApproval }>({
  operationId: 'getOwnApproval',
  domain: 'admin',
  method: 'GET',
  path: '/users/me/approval',
  access: [ROLES.customer],
  errors: ['USER_NOT_FOUND'],
  openToUnapprovedCustomers: true,
});

export const listCustomersForApproval = defineEndpoint<{
  query: typeof ZListCustomersQuery;
  response: typeof ZAdminCustomersPage;
}>({
  operationId: 'listCustomersForApproval',
  domain: 'admin',
  method: 'GET',
  path: '/admin/customers',
  access: [ROLES.administrator],
  errors: [],
});
