import { ZChannelListResponse, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { listChannelSummaries, unreadTotal } from './store';

export const listChannels = definePrivateRoute(endpoints.listChannels, {
  summary: "The caller's conversations, most recently active first, with unread counts",
  description:
    "Each channel carries the other party's name and picture, the last message and the caller's unread count; unreadCount at the top is the total. Channels someone opened without writing are listed only for the one who opened them. At most CHANNEL_LIST_LIMIT (200).",
  response: ZChannelListResponse,
  handler: async ({ tenant, db, caller }) => {
    const [channels, unreadCount] = await Promise.all([
      listChannelSummaries(db, tenant.id, caller.userId),
      unreadTotal(db, tenant.id, caller.userId),
    ]);
    return { channels, unreadCount };
  },
});
