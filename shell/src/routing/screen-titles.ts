/**
 * The name of every screen, for the page title "<screen> | <tenant>" when the tenant sets none
 * for the route (docs/shell.md#page-titles). Keyed by the route table's patterns, so a remote's
 * screens are named without the remote doing anything.
 */
import { findRoute } from './route-table';

export const SCREEN_TITLES = {
  '/': 'home',
  '/404-error': 'notFound',
  '/login': 'login',
  '/register': 'register',
  '/customer-register': 'customerRegister',
  '/unauthorized': 'unauthorized',
  '/loginas': 'loginAs',
  '/callback': 'callback',
  '/dashboard': 'dashboard',
  '/data': 'data',
  '/admin/console': 'tenantConsole',
  '/admin/audit': 'auditTrail',
  '/operator': 'operator',
  '/admin/freelancers': 'freelancerProfiles',
  '/admin/freelancers/:userId/profile': 'editOnBehalf',
  '/post-job': 'postJob',
  '/post': 'postJob',
  '/post-form': 'postJobForm',
  '/freelancer/search-jobs': 'searchJobs',
  '/customer/jobs': 'customerJobs',
  '/customer/cl-search': 'findFreelancers',
  '/freelancers/:serviceName': 'freelancersByService',
  '/shifts': 'shifts',
  '/freelancer/proposal': 'proposal',
  '/freelancer/proposals': 'freelancerProposals',
  '/customer/list-all-proposals': 'receivedProposals',
  '/customer/invite': 'invite',
  '/customer/short-list': 'shortList',
  '/customer/favorites': 'favorites',
  '/customer/contract/:jobId': 'contract',
  '/freelancer/manage': 'currentJobs',
  '/freelancer/manage/:jobId': 'contract',
  '/customer/manage': 'manageContracts',
  '/freelancer/fl-invoices': 'invoices',
  '/customer/cl-invoices': 'invoices',
  '/customer/plans': 'plans',
  '/freelancer/plans': 'plans',
  '/disputes': 'disputes',
  '/disputes/:disputeId': 'dispute',
  '/freelancer/inbox': 'inbox',
  '/customer/inbox': 'inbox',
  '/freelancer/inbox/:channelId': 'conversation',
  '/customer/inbox/:channelId': 'conversation',
  '/freelancer/meet': 'meetings',
  '/customer/meet': 'meetings',
  '/products': 'products',
  '/products/create': 'createProduct',
  '/products/draft': 'draftProducts',
  '/products/live': 'liveProducts',
  '/products/bookings': 'bookings',
  '/products/:username/:productId': 'product',
  '/products/:username/:productId/edit': 'editProduct',
  '/freelancer/profile': 'ownProfile',
  '/freelancer/profile/:username': 'freelancerProfile',
  '/freelancer/profile/:username/hire': 'hireFreelancer',
  '/customer/profile': 'ownProfile',
  '/freelancer/setting': 'settings',
  '/customer/setting': 'settings',
} as const;

export type ScreenTitle = (typeof SCREEN_TITLES)[keyof typeof SCREEN_TITLES];

/** Screens no route names: what the guards show instead of a route's page. */
export type SpecialScreenTitle = 'notFound' | 'forbidden' | 'pendingApproval';

/** The screen a pathname shows (unknown paths are the not-found page). */
export function screenTitleOf(pathname: string): ScreenTitle {
  const route = findRoute(pathname);
  if (!route) return 'notFound';
  return (SCREEN_TITLES as Readonly<Record<string, ScreenTitle>>)[route.path] ?? 'notFound';
}
