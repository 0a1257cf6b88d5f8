import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort, readError, type ReadableError } from './errors';

export type LoadState<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: ReadableError };

/**
 * Runs `load` on mount and whenever `key` changes (aborting the previous run); `reload`
 * runs it again. A stale answer never overwrites a newer one. `setData` replaces the data after
 * an action answered with it; `update` changes loaded data (nothing while none is loaded).
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: null, error: null });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setState((previous) => ({ status: 'error', data: previous.data, error: readError(error) }));
      },
    );
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  // Changes the loaded data from the latest one, so answers of actions in flight all apply.
  const update = useCallback((change: (data: T) => T) => {
    setState((previous) =>
      previous.status === 'ready' ? { ...previous, data: change(previous.data) } : previous,
    );
  }, []);
  return {
    ...state,
    reload,
    setData: (data: T) => setState({ status: 'ready', data, error: null }),
    update,
  };
}
