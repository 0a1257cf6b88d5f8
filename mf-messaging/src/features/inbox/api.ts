import type {
  ApiClient,
  ChannelListResponse,
  ChannelView,
  CreateChannelBody,
  CreateChannelResponse,
  SentMessage,
} from '@mp/contracts';

const channelPath = (channelId: string) => `/channel/${encodeURIComponent(channelId)}`;

/** GET /channel/list: the caller's conversations with unread counts. */
export function fetchChannels(api: ApiClient, signal?: AbortSignal): Promise<ChannelListResponse> {
  return api.get<ChannelListResponse>('/channel/list', { signal });
}

/** GET /channel/{channelId}: newest page (or older with `from`); marks the messages read. */
export function fetchChannel(
  api: ApiClient,
  channelId: string,
  from?: string,
  signal?: AbortSignal,
): Promise<ChannelView> {
  return api.get<ChannelView>(channelPath(channelId), { query: { from }, signal });
}

/** POST /channel/{channelId}/messages {message}. */
export function postMessage(api: ApiClient, channelId: string, message: string) {
  return api.post<SentMessage>(`${channelPath(channelId)}/messages`, { body: { message } });
}

/** POST /channel: finds or creates the conversation of a pair (and job). */
export function openChannel(api: ApiClient, body: CreateChannelBody) {
  return api.post<CreateChannelResponse>('/channel', { body });
}
