import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, ChannelSummary } from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import { fetchChannels } from './api';
import { isAbort, readError, type ReadableError } from '@mp/remote-kit';

export interface ChannelsState {
  status: 'loading' | 'ready' | 'error';
  channels: ChannelSummary[];
  error: ReadableError | null;
}

/**
 * The caller's conversations. Every load also tells the shell the exact unread total
 * (`unread:changed`), so the header's badge follows what was read here.
 */
export function useChannels(api: ApiClient) {
  const [state, setState] = useState<ChannelsState>({
    status: 'loading',
    channels: [],
    error: null,
  });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const answer = await fetchChannels(api);
      if (ticket !== latest.current) return;
      setState({ status: 'ready', channels: answer.channels, error: null });
      eventBus.emit('unread:changed', { count: answer.unreadCount });
    } catch (error) {
      if (ticket !== latest.current || isAbort(error)) return;
      setState((prev) => ({
        ...prev,
        status: prev.channels.length > 0 ? 'ready' : 'error',
        error: readError(error),
      }));
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
