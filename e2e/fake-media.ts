import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../packages/devtools/src/chromium.mjs';

/**
 * Chromium with its own test camera and microphone (a moving picture and a beep), allowed without
 * a prompt; for the specs of video calls only (`test.use({ launchOptions: FAKE_MEDIA_LAUNCH })`).
 */
export const FAKE_MEDIA_LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    ...CHROMIUM_ARGS,
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
};
