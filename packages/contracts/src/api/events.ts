import { z } from 'zod';

/** Longest support message the chat-support widget accepts (its textarea's maxLength). */
export const MAX_SUPPORT_MESSAGE_LENGTH = 4000;
export const MAX_SUPPORT_SUBJECT_LENGTH = 200;

/** The chat-support widget's conversation form (docs/shell.md#prompts). */
export const ZSupportRequestEvent = z.strictObject({
  type: z.literal('support_request'),
  data: z.strictObject({
    subject: z.string().trim().max(MAX_SUPPORT_SUBJECT_LENGTH).optional(),
    message: z.string().trim().min(1).max(MAX_SUPPORT_MESSAGE_LENGTH),
    /** The path the user was on when writing (where the question arose). */
    page: z
      .string()
      .max(2048)
      .regex(/^\/(?!\/)/, 'Must be a path of this site')
      .optional(),
  }),
});

/** `POST /apis/events`: one event a signed-in user reports; the type says what data it carries. */
export const ZCreateEventBody = z.discriminatedUnion('type', [ZSupportRequestEvent]);
export type CreateEventBody = z.infer<typeof ZCreateEventBody>;
export const EVENT_TYPES = ['support_request'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const ZEventResponse = z.object({
  id: z.string(),
  type: z.enum(EVENT_TYPES),
  createdAt: z.string(),
});
export type EventResponse = z.infer<typeof ZEventResponse>;
