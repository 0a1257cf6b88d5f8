// One Jest run for the workspace: node-side packages and browser-side apps as two projects.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  rootDir: root,
  transform: { '^.+\\.(m?[tj]sx?)$': swc },
  moduleNameMapper: { '\\.(css)$': `${here}/src/jest/style-stub.cjs` },
  // Only *.test.* files are tests: scripts such as devtools/src/test.mjs must never be collected.
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/'],
};

export default {
  // Global on purpose: Jest ignores testTimeout inside projects. Generous because suites that
  // start servers (PGlite workers, redis-server, child processes) share 2 cores in CI.
  testTimeout: 30000,
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/packages/contracts',
        '<rootDir>/packages/event-bus',
        '<rootDir>/packages/signed-http',
        '<rootDir>/packages/mf-config',
        '<rootDir>/packages/devtools',
        '<rootDir>/packages/identity',
      ],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/packages/ui',
        '<rootDir>/packages/remote-kit',
        '<rootDir>/packages/test-kit',
        '<rootDir>/shell',
        '<rootDir>/mf-jobs',
        '<rootDir>/mf-proposals',
        '<rootDir>/mf-contracts-payments',
        '<rootDir>/mf-messaging',
        '<rootDir>/mf-products',
        '<rootDir>/mf-profile',
      ],
      setupFilesAfterEnv: [`${here}/src/jest/web-setup.ts`],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages/api'],
    },
  ],
};
