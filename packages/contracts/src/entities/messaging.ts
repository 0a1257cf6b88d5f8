/** Message channels, messages and activity posts (docs/messaging.md). */
import { z } from 'zod';
import { ZFileRef } from './common';
import { zDateTime, zId } from '../tenant/primitives';

export const ZMessage = z.strictObject({
  messageId: zId,
  channelId: zId,
  senderId: zId,
  /** The message text; empty when the message is only attachments. */
  message: z.string().trim().max(5000),
  attachments: z.array(ZFileRef).max(10),
  /** Contact details in the text were masked (docs/messaging.md#contact-detail-guard). */
  contactMasked: z.boolean().optional(),
  createdAt: zDateTime,
});
export type Message = z.infer<typeof ZMessage>;

export const ZChannel = z
  .strictObject({
    channelId: zId,
    freelancerId: zId,
    customerId: zId,
    jobId: zId.nullable(),
    messages: z.array(ZMessage),
    unreadCount: z.number().int().min(0),
    lastMessageAt: zDateTime.nullable(),
    createdAt: zDateTime,
  })
  .refine((c) => c.messages.every((m) => m.channelId === c.channelId), {
    path: ['messages'],
    message: 'Every message belongs to this channel',
  });
export type Channel = z.infer<typeof ZChannel>;
