/** What counts as the visitor starting to use the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'focusin'] as const;

export interface AfterFirstInteractionOptions {
  /** How long after the load event the work runs if nobody has touched the page by then. */
  delayMs?: number;
  target?: Window;
}

/**
 * Runs `work` once: on the page's first interaction, or `delayMs` after its load event,
 * whichever comes first. For what the first paint does not need, such as the tenant's live
 * channel (docs/shell.md#start-up-javascript). Returns a cancel.
 */
export function afterFirstInteraction(
  work: () => void,
  { delayMs = 3000, target = window }: AfterFirstInteractionOptions = {},
): () => void {
  let settled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const startTimer = () => {
    timer = setTimeout(run, delayMs);
  };
  const listenerOptions = { capture: true, passive: true } as const;
  function stop() {
    settled = true;
    clearTimeout(timer);
    target.removeEventListener('load', startTimer);
    for (const type of INTERACTIONS) target.removeEventListener(type, run, listenerOptions);
  }
  function run() {
    if (settled) return;
    stop();
    work();
  }
  for (const type of INTERACTIONS) target.addEventListener(type, run, listenerOptions);
  if (target.document.readyState === 'complete') startTimer();
  else target.addEventListener('load', startTimer, { once: true });
  return stop;
}
