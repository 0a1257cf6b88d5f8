import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'error'; data: null; error: unknown }
  | { status: 'ready'; data: T; error: null };

export interface Loaded<T> {
  state: LoadState<T>;
  /** Loads again, showing the loading state (after an error). */
  reload: () => void;
  /** Replaces the loaded data after an action answered with the new value. */
  update: (change: (data: T) => T) => void;
}

/**
 * Runs `load` whenever `key` changes (and on reload); a late answer of an older run is
 * dropped, and unmounting aborts the call in flight.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({
    status: 'loading',
    data: null,
    error: null,
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) =>
      previous.status === 'loading' ? previous : { status: 'loading', data: null, error: null },
    );
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: null, error });
      },
    );
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setState((previous) =>
      previous.status === 'ready' ? { ...previous, data: change(previous.data) } : previous,
    );
  }, []);
  return { state, reload, update };
}
