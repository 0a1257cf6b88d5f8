const IDLE_TIMEOUT_MS = 2000;

/** Calls `start` once the page has loaded and the main thread is idle (or after a timeout). */
export function whenIdleAfterLoad(start: () => void): () => void {
  let cancel: (() => void) | null = null;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(start, 1);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancel?.();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancel?.();
  };
}
