import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, ChannelSummary } from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import { fetchChannels } from './api';
import { isAbort, readError, type LoadState } from '@mp/remote-kit';

/**
 * The caller's conversations. Every load also tells the shell the exact unread total
 * (`unread:changed`), so the header's badge follows what was read here.
 */
export function useChannels(api: ApiClient) {
  const [state, setState] = useState<LoadState<ChannelSummary[]>>({
    status: 'loading',
    data: null,
    error: null,
  });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const answer = await fetchChannels(api);
      if (ticket !== latest.current) return;
      setState({ status: 'ready', data: answer.channels, error: null });
      eventBus.emit('unread:changed', { count: answer.unreadCount });
    } catch (error) {
      if (ticket !== latest.current || isAbort(error)) return;
      // A failed refresh keeps the conversations on screen; only an empty list shows the failure.
      setState((prev) =>
        prev.status === 'ready' && prev.data.length > 0
          ? prev
          : { status: 'error', data: prev.data, error: readError(error) },
      );
    }
  }, [api]);

  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { ...state, reload };
}
