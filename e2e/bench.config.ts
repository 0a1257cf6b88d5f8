import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { FAKE_MEDIA_LAUNCH } from './fake-media';

/**
 * `pnpm bench:live`'s call timings (docs/video.md#benchmark): the e2e site (production builds,
 * API, identity) with Chromium's fake camera and microphone; measures, never fails on numbers.
 */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: 'call-bench.ts',
  reporter: [['list']],
  timeout: 240_000,
  use: { ...base.use, launchOptions: FAKE_MEDIA_LAUNCH },
});
