/**
 * Lets the browser paint the served page (the pre-rendered home page) before the shell's
 * start-up work runs: a frame, then a task. The timer covers pages rendered in background tabs,
 * where animation frames do not fire.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

// The async boundary lets the federation runtime negotiate shared modules before any of them run.
void afterFirstPaint().then(() => import('./bootstrap'));
