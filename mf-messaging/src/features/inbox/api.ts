import {
  createChannel,
  getChannel,
  listChannels,
  postChannelMessage,
  type ApiClient,
  type ChannelListResponse,
  type ChannelView,
  type CreateChannelBody,
} from '@mp/contracts';

/** The caller's conversations with unread counts. */
export function fetchChannels(api: ApiClient, signal?: AbortSignal): Promise<ChannelListResponse> {
  return api.call(listChannels, { signal });
}

/** The newest page of a conversation (or older with `from`); marks the messages read. */
export function fetchChannel(
  api: ApiClient,
  channelId: string,
  from?: string,
  signal?: AbortSignal,
): Promise<ChannelView> {
  return api.call(getChannel, { params: { channelId }, query: { from }, signal });
}

export function postMessage(api: ApiClient, channelId: string, message: string) {
  return api.call(postChannelMessage, { params: { channelId }, body: { message } });
}

/** Finds or creates the conversation of a pair (and job). */
export function openChannel(api: ApiClient, body: CreateChannelBody) {
  return api.call(createChannel, { body });
}
