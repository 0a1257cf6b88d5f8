import { useCallback, useEffect, useRef, useState } from 'react';
import { API_ERROR_CODES, type ApiClient, type ChannelSummary, type Message } from '@mp/contracts';
import { fetchChannel, postMessage, type MessageExtras } from './api';
import { isAbort, readError, type ReadableError } from '@mp/remote-kit';

export interface ConversationState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  channel: ChannelSummary | null;
  messages: Message[];
  /** Reads older messages when set. */
  olderKey: string | undefined;
  loadingOlder: boolean;
  error: ReadableError | null;
}

/** Why a message was not sent; `contactWarning`: it holds contact details and may be sent anyway. */
export interface SendFailure {
  error: ReadableError;
  contactWarning: boolean;
}

const EMPTY: ConversationState = {
  status: 'idle',
  channel: null,
  messages: [],
  olderKey: undefined,
  loadingOlder: false,
  error: null,
};

/** Oldest first, each message once (a live refetch and a sent answer may carry the same one). */
function merge(current: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map(current.map((m) => [m.messageId, m]));
  for (const message of incoming) byId.set(message.messageId, message);
  return [...byId.values()].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.messageId.localeCompare(b.messageId),
  );
}

/**
 * One open conversation: its newest page (reading it marks it read on the server), older pages
 * on demand, live refreshes and sending. `onRead` runs after each successful read.
 */
export function useConversation(api: ApiClient, channelId: string | undefined, onRead: () => void) {
  const [state, setState] = useState<ConversationState>(EMPTY);
  const current = useRef(channelId);
  current.current = channelId;
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;

  const refresh = useCallback(async () => {
    const id = current.current;
    if (id === undefined) return;
    try {
      const view = await fetchChannel(api, id);
      if (current.current !== id) return;
      setState((prev) => ({
        ...prev,
        status: 'ready',
        channel: view.channel,
        messages: merge(prev.channel?.channelId === id ? prev.messages : [], view.messages),
        olderKey: prev.channel?.channelId === id ? prev.olderKey : view.lastEvaluatedKey,
        error: null,
      }));
      onReadRef.current();
    } catch (error) {
      if (current.current !== id || isAbort(error)) return;
      setState((prev) => ({
        ...prev,
        status: prev.channel ? 'ready' : 'error',
        error: readError(error),
      }));
    }
  }, [api]);

  useEffect(() => {
    setState(channelId === undefined ? EMPTY : { ...EMPTY, status: 'loading' });
    void refresh();
  }, [channelId, refresh]);

  const loadOlder = useCallback(async () => {
    const id = current.current;
    const from = state.olderKey;
    if (id === undefined || from === undefined) return;
    setState((prev) => ({ ...prev, loadingOlder: true }));
    try {
      const view = await fetchChannel(api, id, from);
      if (current.current !== id) return;
      setState((prev) => ({
        ...prev,
        messages: merge(prev.messages, view.messages),
        olderKey: view.lastEvaluatedKey,
        loadingOlder: false,
      }));
    } catch (error) {
      // A conversation left meanwhile keeps its failure to itself.
      if (current.current !== id) return;
      setState((prev) => ({ ...prev, loadingOlder: false, error: readError(error) }));
    }
  }, [api, state.olderKey]);

  /** Sends; resolves with the failure (null when sent) so the composer keeps the text. */
  const send = useCallback(
    async (text: string, extras?: MessageExtras): Promise<SendFailure | null> => {
      const id = current.current;
      if (id === undefined) return null;
      try {
        const sent = await postMessage(api, id, text, extras);
        if (current.current === id)
          setState((prev) => ({ ...prev, messages: merge(prev.messages, [sent.message]) }));
        return null;
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        return {
          error: readError(error),
          contactWarning: code === API_ERROR_CODES.contactInfoDetected,
        };
      }
    },
    [api],
  );

  return { ...state, refresh, loadOlder, send };
}
