/**
 * Call timings on localhost (docs/video.md#benchmark): the customer starts the call of a
 * conversation and the freelancer, signed in elsewhere, is rung and joins; measured `CALL_RUNS`
 * times (5 by default). Merged under `call` into bench/results/live.json.
 *
 *   toastMs:      the caller's "Start call" click -> the callee's toast shown
 *   firstFrameMs: the callee's "Join call" click -> the first frame of the caller's video shown
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, newActorPage, signInAs } from '../jobs';
import { signedInUserId } from '../session';
import { signIn } from '../sign-in';

const RUNS = Number(process.env.CALL_RUNS ?? 5);
const SEEDED_JOB_ID = 'demo-job-booking-website';
const CUSTOMER = { email: 'customer@demo.test', name: 'Casey Customer' };
const FREELANCER = { email: 'freelancer@demo.test', name: 'Frankie Freelancer' };
const TOAST_TEXT = `${CUSTOMER.name} is video calling you.`;
const RESULTS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../bench/results/live.json',
);

/** In the page: resolves with the epoch time (ms) at which `text` is first added to the page. */
function whenTextAppears(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.body.innerText.includes(wanted)) return;
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    text,
  );
}

/** In the page: the epoch time of the next click on the button named `label`. */
async function armClickClock(page: Page, label: string): Promise<void> {
  await page.evaluate((name) => {
    const clock = window as unknown as { benchClickAt?: number };
    delete clock.benchClickAt;
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target.closest('button') : null;
        if (target?.textContent?.trim() === name) {
          clock.benchClickAt = performance.timeOrigin + performance.now();
        }
      },
      { capture: true },
    );
  }, label);
}

/** The epoch time of the click armClickClock waited for. */
function clickedAt(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { benchClickAt?: number }).benchClickAt ?? Number.NaN,
  );
}

/** In the page: the epoch time of the first frame shown by the video labelled `label`. */
function whenFirstFrame(page: Page, label: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const hook = () => {
          const video = document.querySelector<HTMLVideoElement>(`video[aria-label="${wanted}"]`);
          if (video === null || video.hidden) {
            requestAnimationFrame(hook);
            return;
          }
          video.requestVideoFrameCallback(() =>
            resolve(performance.timeOrigin + performance.now()),
          );
        };
        hook();
      }),
    label,
  );
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  const round = (value: number | undefined) =>
    value === undefined ? null : Math.round(value * 10) / 10;
  return {
    samples: sorted.length,
    p50Ms: round(at(50)),
    maxMs: round(sorted[sorted.length - 1]),
    allMs: samples.map(round),
  };
}

function mergeResults(call: object): void {
  let results: Record<string, unknown> = {};
  try {
    results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<string, unknown>;
  } catch {
    // No results yet: this run writes the first.
  }
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...results, call }, null, 2)}\n`);
}

test('call timings: start to toast, join to first remote frame', async ({ browser }) => {
  const freelancer = await newActorPage(browser, DEMO, FREELANCER.email);
  await signIn(freelancer.page, DEMO, FREELANCER.email);
  const freelancerId = await signedInUserId(freelancer.page);
  const customer = await signInAs(browser, DEMO, CUSTOMER.email);
  const cp = customer.page;
  const fp = freelancer.page;

  // The conversation about the seeded job, made once through the inbox.
  await cp.goto(`${DEMO}/customer/inbox?freelancerId=${freelancerId}&jobId=${SEEDED_JOB_ID}`);
  await expect(cp).toHaveURL(/\/customer\/inbox\/[A-Za-z0-9_-]+$/);
  const channelId = new URL(cp.url()).pathname.split('/').pop() ?? '';

  const toastMs: number[] = [];
  const firstFrameMs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Both wait where they would: the freelancer on a page with the live socket, the customer in
    // the call's lobby with the camera open.
    await fp.goto(`${DEMO}/freelancer/manage`);
    await cp.goto(`${DEMO}/customer/meet?channelId=${channelId}`);
    const start = cp.getByRole('button', { name: 'Start call' });
    await expect(start).toBeEnabled();
    await expect(fp.getByRole('heading', { level: 1 })).toBeVisible();
    // Let the freelancer's live socket connect before ringing.
    await fp.waitForTimeout(1000);

    const toastShown = whenTextAppears(fp, TOAST_TEXT);
    await armClickClock(cp, 'Start call');
    await start.click();
    toastMs.push((await toastShown) - (await clickedAt(cp)));

    await fp.getByRole('link', { name: 'Join the call now.' }).click();
    const join = fp.getByRole('button', { name: 'Join call' });
    await expect(join).toBeEnabled();
    await armClickClock(fp, 'Join call');
    const firstFrame = whenFirstFrame(fp, `Video of ${CUSTOMER.name}`);
    await join.click();
    const shownAt = await firstFrame;
    firstFrameMs.push(shownAt - (await clickedAt(fp)));

    await fp.getByRole('button', { name: 'Leave call' }).click();
    await cp.getByRole('button', { name: 'Leave call' }).click();
    await expect(cp.getByRole('heading', { name: 'You left the call' })).toBeVisible();
  }

  const call = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    // Other work on the machine skews every number: the 1-minute load average when done.
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
    browser: `chromium ${browser.version()}, fake media`,
    runs: RUNS,
    toastMs: summary(toastMs),
    firstFrameMs: summary(firstFrameMs),
  };
  mergeResults(call);
  console.log(
    `call: start -> toast p50 ${call.toastMs.p50Ms} ms (max ${call.toastMs.maxMs}); ` +
      `join -> first remote frame p50 ${call.firstFrameMs.p50Ms} ms (max ${call.firstFrameMs.maxMs})`,
  );
  for (const actor of [customer, freelancer]) await actor.context.close();
});
