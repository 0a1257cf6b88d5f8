import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../packages/devtools/src/chromium.mjs';
import { SHELL_URL } from './site';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    browserName: 'chromium',
    baseURL: SHELL_URL,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
    // An action waiting for an element that never comes fails with its locator, and the test's
    // `finally` still runs (a service stopped by a fault test is started again).
    actionTimeout: 30_000,
  },
});
