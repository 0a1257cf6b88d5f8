import { useEffect, useState, useSyncExternalStore } from 'react';

interface Store<T> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => T;
}

/** The current snapshot of a call store (a CallSession or LocalMediaController). */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** The time now, moving on every `intervalMs` (for the call timer). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
