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

const routerFacade = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Import routing from @mp/router (the one shared router facade).',
}));
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
    files: ['shell/src/**', 'mf-*/src/**', 'packages/remote-kit/src/**', 'packages/ui/src/**'],
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
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
