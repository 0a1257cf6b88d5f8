/**
 * The six federated remotes: their package, port, the feature switch that turns each off per
 * tenant, and the routes each owns (react-router path patterns, matched from the site's root;
 * the shell's route table is derived from them). `entryPath` is where the links into the area
 * lead. Plain data without imports: this module is on the home page's critical path.
 */
export const REMOTES = [
  {
    name: 'mf_jobs',
    packageDir: 'mf-jobs',
    port: 8081,
    feature: 'jobsRemote',
    entryPath: '/freelancer/search-jobs',
    routes: [
      '/post-job',
      '/post',
      '/post-form',
      '/freelancer/search-jobs',
      '/customer/jobs',
      '/customer/cl-search',
      '/freelancers/:serviceName',
      '/shifts',
    ],
  },
  {
    name: 'mf_proposals',
    packageDir: 'mf-proposals',
    port: 8082,
    feature: 'proposalsRemote',
    entryPath: '/customer/list-all-proposals',
    routes: [
      '/freelancer/proposal',
      '/freelancer/proposals',
      '/customer/list-all-proposals',
      '/customer/invite',
      '/customer/short-list',
      '/customer/favorites',
    ],
  },
  {
    name: 'mf_contracts_payments',
    packageDir: 'mf-contracts-payments',
    port: 8083,
    feature: 'contractsPaymentsRemote',
    entryPath: '/customer/manage',
    routes: [
      '/customer/contract/:jobId',
      '/freelancer/manage',
      '/freelancer/manage/:jobId',
      '/customer/manage',
      '/freelancer/fl-invoices',
      '/customer/cl-invoices',
      '/customer/plans',
      '/freelancer/plans',
      '/disputes',
      '/disputes/:disputeId',
    ],
  },
  {
    name: 'mf_messaging',
    packageDir: 'mf-messaging',
    port: 8084,
    feature: 'messagingRemote',
    entryPath: '/customer/inbox',
    routes: [
      '/freelancer/inbox',
      '/customer/inbox',
      '/freelancer/inbox/:channelId',
      '/customer/inbox/:channelId',
      '/freelancer/meet',
      '/customer/meet',
    ],
  },
  {
    name: 'mf_products',
    packageDir: 'mf-products',
    port: 8085,
    feature: 'productsRemote',
    entryPath: '/products',
    routes: [
      '/products',
      '/products/create',
      '/products/draft',
      '/products/live',
      '/products/bookings',
      '/products/:username/:productId',
      '/products/:username/:productId/edit',
    ],
  },
  {
    name: 'mf_profile',
    packageDir: 'mf-profile',
    port: 8086,
    feature: 'profileRemote',
    entryPath: '/customer/profile',
    routes: [
      '/freelancer/profile',
      '/freelancer/profile/:username',
      '/freelancer/profile/:username/hire',
      '/customer/profile',
      '/freelancer/setting',
      '/customer/setting',
      '/admin/freelancers',
      '/admin/freelancers/:userId/profile',
    ],
  },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];

/**
 * Sections a remote renders inside another remote's page, and the remote that owns each. The
 * host mounts them (remotes never import each other): the page leaves a place for the section
 * by name, and the owner renders it with its own API calls and translations. `shell` owns
 * what needs the sign-in session or the shell's own state (the password, the language).
 */
export const REMOTE_SECTIONS = {
  'payment-account': 'mf_contracts_payments',
  'payment-methods': 'mf_contracts_payments',
  'password-change': 'shell',
  'language-preference': 'shell',
} as const satisfies Record<string, RemoteName | 'shell'>;
export type RemoteSectionName = keyof typeof REMOTE_SECTIONS;
/** Feature-switch names; a remote is on unless its switch exists and evaluates to off. */
export type RemoteFeatureName = (typeof REMOTES)[number]['feature'];

export const SHELL_PORT = 8080;
export const API_PORT = 4000;
export const IDENTITY_PORT = 4100;
