/**
 * Messaging routes: channels between a customer and a freelancer
 * (optionally about a job), their messages and the caller's unread counts. docs/messaging.md
 * explains the read/unread rules and the live CHANNEL_MESSAGE_RECEIVED event.
 */
import { z } from 'zod';
import { CONTACT_KINDS } from '../contact-guard';
import { ZMessage } from '../entities/messaging';
import { SEEDED_ACCOUNTS } from '../seed-accounts';
import { zId } from '../tenant/primitives';
import { ZPersonShown } from './common';
import { zFreelancerRef, zJobRef } from './jobs';

const DEMO_CUSTOMER_ID = SEEDED_ACCOUNTS.find((a) => a.email === 'customer@demo.test')?.userId;

/** A customer's user id. */
export const zCustomerRef = zId.meta({ examples: DEMO_CUSTOMER_ID ? [DEMO_CUSTOMER_ID] : [] });

/** Longest message text (docs/messaging.md#calls). */
export const MESSAGE_MAX_LENGTH = 5000;
/** Most files one message carries (docs/messaging.md#attachments). */
export const MESSAGE_ATTACHMENTS_MAX = 5;
/** Messages per page of GET /channel/{channelId}: the newest first page, then older ones. */
export const CHANNEL_MESSAGES_PAGE_SIZE = 50;
/** Most channels GET /channel/list answers (the most recently active ones). */
export const CHANNEL_LIST_LIMIT = 200;

/** A message's text: trimmed, 1-5000 characters. */
export const zMessageText = z
  .string()
  .trim()
  .min(1, 'Write a message')
  .max(MESSAGE_MAX_LENGTH, `At most ${MESSAGE_MAX_LENGTH} characters`);

/** A message's text beside attachments: trimmed, at most 5000 characters, may be empty. */
const zOptionalMessageText = z
  .string()
  .trim()
  .max(MESSAGE_MAX_LENGTH, `At most ${MESSAGE_MAX_LENGTH} characters`)
  .default('');

/**
 * A file the sender uploaded for this conversation (key `messages/{channelId}/…`, docs/messaging.md#attachments)
 * to attach; `name` is what the other party sees (the key's last segment when absent).
 */
export const ZMessageAttachmentRef = z.strictObject({
  key: z.string().min(1).max(512),
  name: z.string().trim().min(1).max(255).optional(),
});
export type MessageAttachmentRef = z.infer<typeof ZMessageAttachmentRef>;

const zAttachments = z.array(ZMessageAttachmentRef).max(MESSAGE_ATTACHMENTS_MAX).optional();

/** Set once the sender saw the contact-detail warning and sends anyway (docs/messaging.md#contact-detail-guard). */
export const zContactWarningAcknowledged = z.boolean().optional();

const NEEDS_CONTENT = 'Write a message or attach a file';

export const ZChannelIdParams = z.strictObject({ channelId: zId });
export type ChannelIdParams = z.infer<typeof ZChannelIdParams>;

/** POST /channel {freelancerId, customerId, jobId}: the caller is one of the two. */
export const ZCreateChannelBody = z.strictObject({
  freelancerId: zFreelancerRef,
  customerId: zCustomerRef,
  /** The job the conversation is about; null or absent: about no job. */
  jobId: zJobRef.nullable().optional(),
});
export type CreateChannelBody = z.infer<typeof ZCreateChannelBody>;

/** The other party of a channel, as the caller sees them. */
export const ZChannelParty = ZPersonShown.extend({
  /** 2 freelancer, 3 customer. */
  roles: z.number().int(),
});
export type ChannelParty = z.infer<typeof ZChannelParty>;

/** A channel as its parties see it (without its messages). */
export const ZChannelSummary = z.object({
  channelId: z.string(),
  freelancerId: z.string(),
  customerId: z.string(),
  jobId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  otherParty: ZChannelParty,
  lastMessage: ZMessage.nullable(),
  /** Messages to the caller in this channel not yet read. */
  unreadCount: z.number().int().min(0),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ChannelSummary = z.infer<typeof ZChannelSummary>;

/** POST /channel answers the channel and whether it was just created. */
export const ZCreateChannelResponse = z.object({
  channel: ZChannelSummary,
  created: z.boolean(),
});
export type CreateChannelResponse = z.infer<typeof ZCreateChannelResponse>;

/** GET /channel/list: the caller's channels, most recently active first. */
export const ZChannelListResponse = z.object({
  channels: z.array(ZChannelSummary),
  /** Messages to the caller not yet read, over every channel. */
  unreadCount: z.number().int().min(0),
});
export type ChannelListResponse = z.infer<typeof ZChannelListResponse>;

/** GET /channel/{channelId} ?from (a lastEvaluatedKey: older messages) &limit. */
export const ZChannelMessagesQuery = z.strictObject({
  from: z.string().min(1).max(400).optional(),
  limit: z.coerce.number().int().min(1).max(CHANNEL_MESSAGES_PAGE_SIZE).optional(),
});
export type ChannelMessagesQuery = z.infer<typeof ZChannelMessagesQuery>;

/**
 * GET /channel/{channelId}: the channel and one page of its messages, oldest first within the
 * page (the first page holds the newest). lastEvaluatedKey, when present, reads older ones.
 * Reading marks every message to the caller in the channel read.
 */
export const ZChannelView = z.object({
  channel: ZChannelSummary,
  messages: z.array(ZMessage),
  lastEvaluatedKey: z.string().optional(),
});
export type ChannelView = z.infer<typeof ZChannelView>;

/** POST /channel/{channelId}/messages {message, attachments?, contactWarningAcknowledged?}. */
export const ZPostChannelMessageBody = z
  .strictObject({
    message: zOptionalMessageText,
    attachments: zAttachments,
    contactWarningAcknowledged: zContactWarningAcknowledged,
  })
  .refine((body) => body.message !== '' || (body.attachments?.length ?? 0) > 0, {
    path: ['message'],
    message: NEEDS_CONTENT,
  })
  .meta({ examples: [{ message: 'Hello!' }] });
export type PostChannelMessageBody = z.infer<typeof ZPostChannelMessageBody>;

/**
 * POST /message {jobId, freelancerId, messageContent, channelId}: with channelId, posts there;
 * without, finds or creates the channel first: a customer names the freelancer (freelancerId),
 * a freelancer names the customer (customerId) or a job of theirs (jobId).
 */
export const ZSendMessageBody = z
  .strictObject({
    messageContent: zOptionalMessageText,
    channelId: zId.optional(),
    jobId: zJobRef.nullable().optional(),
    freelancerId: zFreelancerRef.optional(),
    customerId: zCustomerRef.optional(),
    attachments: zAttachments,
    contactWarningAcknowledged: zContactWarningAcknowledged,
  })
  .refine((body) => body.messageContent !== '' || (body.attachments?.length ?? 0) > 0, {
    path: ['messageContent'],
    message: NEEDS_CONTENT,
  })
  .meta({ examples: [{ messageContent: 'Hello!' }] });
export type SendMessageBody = z.infer<typeof ZSendMessageBody>;

/** What posting a message answers: the stored message and its channel id. */
export const ZSentMessage = z.object({
  channelId: z.string(),
  message: ZMessage,
  /** Set when contact details were found: masked (mask) or sent after the warning (warn). */
  contactGuard: z
    .object({ action: z.enum(['masked', 'warned']), kinds: z.array(z.enum(CONTACT_KINDS)) })
    .optional(),
});
export type SentMessage = z.infer<typeof ZSentMessage>;
