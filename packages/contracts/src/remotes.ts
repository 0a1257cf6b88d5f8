/** The six federated remotes, their ports and the mount contract each exposes as `./App`. */

export const REMOTES = [
  { name: 'mf_jobs', packageDir: 'mf-jobs', port: 8081 },
  { name: 'mf_proposals', packageDir: 'mf-proposals', port: 8082 },
  { name: 'mf_contracts_payments', packageDir: 'mf-contracts-payments', port: 8083 },
  { name: 'mf_messaging', packageDir: 'mf-messaging', port: 8084 },
  { name: 'mf_products', packageDir: 'mf-products', port: 8085 },
  { name: 'mf_profile', packageDir: 'mf-profile', port: 8086 },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];

export const SHELL_PORT = 8080;
export const API_PORT = 4000;
export const IDENTITY_PORT = 4100;
