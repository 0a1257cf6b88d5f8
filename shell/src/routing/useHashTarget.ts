import { useEffect } from 'react';
import { useLocation } from '@mp/router';

/** How long a lazily loaded page may take to render the element a link's hash names. */
const WAIT_FOR_TARGET_MS = 10_000;

function targetOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Scrolls to the element a URL's hash names (e.g. `/freelancer/setting#payment-account`) once
 * it exists: remote pages and sections render after the browser's own anchor jump is over.
 */
export function useHashTarget(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return undefined;
    const reveal = (target: HTMLElement) => target.scrollIntoView({ block: 'start' });
    const present = targetOf(hash);
    if (present) {
      reveal(present);
      return undefined;
    }
    const observer = new MutationObserver(() => {
      const target = targetOf(hash);
      if (!target) return;
      observer.disconnect();
      reveal(target);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), WAIT_FOR_TARGET_MS);
    return () => {
      clearTimeout(giveUp);
      observer.disconnect();
    };
  }, [pathname, hash]);
}
