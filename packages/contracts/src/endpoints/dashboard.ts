/** The dashboard: what needs the caller now (docs/dashboard.md). */
import type { ZDashboard, ZDashboardQuery } from '../api';
import { ROLES } from '../constants';
import { defineEndpoint } from '../endpoint';

export const getDashboard = defineEndpoint<{
  query: typeof ZDashboardQuery;
  response: typeof ZDashboard;
}>({
  operationId: 'getDashboard',
  domain: 'dashboard',
  method: 'GET',
  path: '/dashboard',
  access: [ROLES.customer, ROLES.freelancer, ROLES.administrator],
  errors: [],
});
