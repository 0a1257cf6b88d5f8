// The front-end apps the tooling builds and serves. Mirrors REMOTES in @mp/contracts
// (apps.test.ts keeps the two equal); plain JS because the scripts run before any build.
export const SHELL_APP = { name: 'shell', dir: 'shell', port: 8080 };

export const REMOTE_APPS = [
  { name: 'mf_jobs', dir: 'mf-jobs', port: 8081 },
  { name: 'mf_proposals', dir: 'mf-proposals', port: 8082 },
  { name: 'mf_contracts_payments', dir: 'mf-contracts-payments', port: 8083 },
  { name: 'mf_messaging', dir: 'mf-messaging', port: 8084 },
  { name: 'mf_products', dir: 'mf-products', port: 8085 },
  { name: 'mf_profile', dir: 'mf-profile', port: 8086 },
];

export const ALL_APPS = [SHELL_APP, ...REMOTE_APPS];
