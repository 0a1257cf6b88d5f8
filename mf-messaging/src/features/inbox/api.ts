import {
  createChannel,
  getChannel,
  listChannels,
  postChannelMessage,
  type ApiClient,
  type ChannelListResponse,
  type ChannelView,
  type CreateChannelBody,
  type MessageAttachmentRef,
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

/** What a message carries besides its text (docs/messaging.md#attachments). */
export interface MessageExtras {
  attachments: MessageAttachmentRef[];
  /** The sender saw the contact-detail warning and sends anyway. */
  contactWarningAcknowledged: boolean;
}

export function postMessage(
  api: ApiClient,
  channelId: string,
  message: string,
  extras: MessageExtras = { attachments: [], contactWarningAcknowledged: false },
) {
  return api.call(postChannelMessage, {
    params: { channelId },
    body: {
      message,
      ...(extras.attachments.length > 0 ? { attachments: extras.attachments } : {}),
      ...(extras.contactWarningAcknowledged ? { contactWarningAcknowledged: true } : {}),
    },
  });
}

/** Finds or creates the conversation of a pair (and job). */
export function openChannel(api: ApiClient, body: CreateChannelBody) {
  return api.call(createChannel, { body });
}
