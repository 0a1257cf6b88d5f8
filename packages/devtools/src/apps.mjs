// The front-end apps the tooling builds and serves. Mirrors REMOTES in @mp/contracts
// (apps.test.ts keeps the two equal); plain JS because the scripts run before any build.
export const SHELL_APP = { name: 'shell', dir: 'shell', port: 8080 };

/**
 * `entryPath`: where the links into the area lead (benchmarks and e2e open it). `media`: its
 * standalone page may use camera and microphone (video calls live there).
 */
export const REMOTE_APPS = [
  { name: 'mf_jobs', dir: 'mf-jobs', port: 8081, entryPath: '/freelancer/search-jobs' },
  {
    name: 'mf_proposals',
    dir: 'mf-proposals',
    port: 8082,
    entryPath: '/customer/list-all-proposals',
  },
  {
    name: 'mf_contracts_payments',
    dir: 'mf-contracts-payments',
    port: 8083,
    entryPath: '/customer/manage',
  },
  {
    name: 'mf_messaging',
    dir: 'mf-messaging',
    port: 8084,
    entryPath: '/customer/inbox',
    media: true,
  },
  { name: 'mf_products', dir: 'mf-products', port: 8085, entryPath: '/products' },
  { name: 'mf_profile', dir: 'mf-profile', port: 8086, entryPath: '/customer/profile' },
];

export const ALL_APPS = [SHELL_APP, ...REMOTE_APPS];
