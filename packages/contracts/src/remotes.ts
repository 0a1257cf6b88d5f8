import sharedSingletons from './shared-singletons.json';

/**
 * Shared as singletons by the shell and every remote (the federation config and the e2e probe
 * of one instance per package read this one list). Subpaths are listed on purpose:
 * `react-dom/client` and the JSX runtime are separate requests, and an unshared subpath drags
 * in a second React.
 */
export const SHARED_SINGLETONS: readonly string[] = sharedSingletons;

/** The six federated remotes, their ports and the feature switch that turns each off per tenant. */

export const REMOTES = [
  { name: 'mf_jobs', packageDir: 'mf-jobs', port: 8081, feature: 'jobsRemote' },
  { name: 'mf_proposals', packageDir: 'mf-proposals', port: 8082, feature: 'proposalsRemote' },
  {
    name: 'mf_contracts_payments',
    packageDir: 'mf-contracts-payments',
    port: 8083,
    feature: 'contractsPaymentsRemote',
  },
  { name: 'mf_messaging', packageDir: 'mf-messaging', port: 8084, feature: 'messagingRemote' },
  { name: 'mf_products', packageDir: 'mf-products', port: 8085, feature: 'productsRemote' },
  { name: 'mf_profile', packageDir: 'mf-profile', port: 8086, feature: 'profileRemote' },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];

/**
 * Sections a remote renders inside another remote's page, and the remote that owns each. The
 * host mounts them (remotes never import each other): the page leaves a place for the section
 * by name, and the owner renders it with its own API calls and translations.
 */
export const REMOTE_SECTIONS = {
  'payment-account': 'mf_contracts_payments',
} as const satisfies Record<string, RemoteName>;
export type RemoteSectionName = keyof typeof REMOTE_SECTIONS;
/** Feature-switch names; a remote is on unless its switch exists and evaluates to off. */
export type RemoteFeatureName = (typeof REMOTES)[number]['feature'];

export const SHELL_PORT = 8080;
export const API_PORT = 4000;
export const IDENTITY_PORT = 4100;
