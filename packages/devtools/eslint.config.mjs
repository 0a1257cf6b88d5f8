// One flat config for the whole workspace; run from the repository root with -c.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = [
  'mf-jobs',
  'mf-proposals',
  'mf-contracts-payments',
  'mf-messaging',
  'mf-products',
  'mf-profile',
];

// Remotes talk through contracts, routes and the event bus, never by importing each other,
// and nobody reaches into another package's internals.
const boundaryPatterns = [
  { group: ['@mp/*/src/*', '@mp/*/src'], message: 'Import a package through its public index.' },
  {
    group: ['../../packages/*', '../../../packages/*', '../../*/src/*', '../../../*/src/*'],
    message: 'Import workspace packages by name.',
  },
  ...remotes.map((name) => ({
    group: [`@mp/${name}`, `@mp/${name}/*`, `**/${name}/src/**`],
    message: 'Remotes never import each other: use contracts, routes or the event bus.',
  })),
];

// The API's layers (packages/api/README.md#layers): below the domains sit config, db, http,
// auth, live, storage, tenancy, the search engine, the payment and video providers and the docs; they never
// import a domain (a domain plugs in through a parameter or a port the composition root fills)
// nor the composition root. A domain uses another only through its public module
// (`../<domain>`, its index.ts), never its store, rows or routes.
const api = 'packages/api/src';
const apiLowerLayers = [
  ...[
    'auth',
    'db',
    'docs',
    'http',
    'live',
    'mail',
    'payment-provider',
    'search-engine',
    'storage',
    'tenancy',
    'video-provider',
  ].map((layer) => `${api}/${layer}/**`),
  `${api}/config.ts`,
  `${api}/paths.ts`,
];
const apiCompositionRoot = {
  regex: '^(\\.\\./)+(app|start|server|registry|seed)(/|$)',
  message:
    'Only the composition root (app, start, server, registry) and the seed assemble the API.',
};
const apiLowerLayerPatterns = [
  {
    regex: '(^|/)domains(/|$)',
    message:
      'A lower API layer never imports a domain: take what it needs as a parameter or a port that the composition root fills.',
  },
  apiCompositionRoot,
];
const apiDomainPatterns = [
  {
    regex: '^\\.\\./[^./][^/]*/',
    message:
      "A domain uses another domain only through its public module ('../<domain>', its index.ts), never its store, rows or routes.",
  },
  { regex: '(^|/)domains/', message: "A domain reaches another as '../<domain>'." },
  apiCompositionRoot,
];
const apiSeedPatterns = [
  {
    regex: '(^|/)domains/[^/]+/',
    message: "The seed uses a domain only through its public module ('domains/<domain>').",
  },
];

const routerFacade = [
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    message: 'Import routing from @mp/router (the one shared router facade).',
  })),
  {
    // A build ships only these (packages/mf-config/src/react-i18next-subset.mjs).
    name: 'react-i18next',
    allowImportNames: [
      'getI18n',
      'I18nContext',
      'I18nextProvider',
      'initReactI18next',
      'useTranslation',
    ],
    message: 'The apps share a subset of react-i18next: add the name to react-i18next-subset.mjs.',
  },
];
const apiVerbs = '/^(get|post|put|patch|delete|request|send|prepare)$/';
const apiPathMessage =
  'Call the API through its declaration in @mp/contracts: api.call(endpoint, input).';

// The API stub is test support: shipped code never imports it.
const testKit = { name: '@mp/test-kit', message: '@mp/test-kit is for tests only.' };
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test/**',
  '**/testing/**',
  '**/test-support.tsx',
  'e2e/**',
];

// Sessions keep their secrets: only the shell's session feature holds the identity library,
// the credentials and the request signer; the rest of the shell calls its verbs.
const SESSION_FEATURE = 'shell/src/features/session/**';
const sessionOnly =
  'Only the session feature signs in: call its verbs (useSession, useSessionControls).';
const identityPaths = [
  { name: 'amazon-cognito-identity-js', message: sessionOnly },
  {
    name: '@mp/signed-http',
    importNames: ['createSigner', 'createCredentialsProvider', 'identityPoolCredentials'],
    message: sessionOnly,
  },
];
const sessionInternals = {
  group: [
    '**/session/engine-types',
    '**/session/session-engine',
    '**/session/session-verbs',
    '**/session/known-accounts',
  ],
  message: sessionOnly,
};

// Formatting by hand, outside the formatting module (docs/formatting.md).
const formattingMessage =
  'Format money, numbers and dates with the formatting module (docs/formatting.md): <Money>, ' +
  'useMoney, useDates, <DateText>, formatNumber/formatPercent of @mp/contracts.';
const handFormatting = [
  {
    selector: `MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|NumberFormat|RelativeTimeFormat)$/]`,
    message: formattingMessage,
  },
  {
    selector: `CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]`,
    message: formattingMessage,
  },
  {
    selector: `CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString']`,
    message: formattingMessage,
  },
  { selector: `ImportDeclaration[source.value=/^dayjs/]`, message: formattingMessage },
  { selector: `ImportExpression[source.value=/^dayjs/]`, message: formattingMessage },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      'bench/results/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [...routerFacade, testKit], patterns: boundaryPatterns },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Every API path is declared once, in @mp/contracts (docs/adr/0010-one-declaration-per-call.md):
    // app code calls `api.call(endpoint, input)`, never a method with a path string.
    // Money, numbers and dates are written by one module (docs/formatting.md): no app formats
    // them by hand.
    files: ['shell/src/**', 'mf-*/src/**', 'packages/remote-kit/src/**', 'packages/ui/src/**'],
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...handFormatting,
        {
          selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=${apiVerbs}] > Literal.arguments[value=/^\\//]`,
          message: apiPathMessage,
        },
        {
          selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=${apiVerbs}] > TemplateLiteral.arguments[quasis.0.value.raw=/^\\//]`,
          message: apiPathMessage,
        },
      ],
    },
  },
  {
    files: testFiles,
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      'no-restricted-imports': ['error', { paths: routerFacade, patterns: boundaryPatterns }],
    },
  },
  ...[
    [apiLowerLayers, apiLowerLayerPatterns],
    [[`${api}/domains/**`], apiDomainPatterns],
    [[`${api}/seed/**`], apiSeedPatterns],
  ].map(([files, patterns]) => ({
    files,
    // Tests may assemble layers (e.g. the search engine's tests use the domains' indexes).
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...routerFacade, testKit], patterns: [...boundaryPatterns, ...patterns] },
      ],
    },
  })),
  {
    files: ['shell/src/**'],
    ignores: [SESSION_FEATURE, ...testFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...routerFacade, testKit, ...identityPaths],
          patterns: [...boundaryPatterns, sessionInternals],
        },
      ],
    },
  },
  {
    files: testFiles.map((pattern) => `shell/src/${pattern}`),
    ignores: [SESSION_FEATURE],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...routerFacade, ...identityPaths],
          patterns: [...boundaryPatterns, sessionInternals],
        },
      ],
    },
  },
  {
    // The facade itself is the one place that imports react-router.
    files: ['packages/router/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: boundaryPatterns }] },
  },
);
