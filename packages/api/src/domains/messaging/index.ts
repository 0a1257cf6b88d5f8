/**
 * The messaging domain's public module: the live server's channel check, its search index, and
 * who talks to whom (for video calls).
 */
export { MESSAGES_INDEX } from './search-index';
export { channelSummariesOf, findOrCreateChannel, isChannelParty } from './store';
export {
  channelPartiesFor,
  conversationPartners,
  type ChannelParties,
} from './conversation-parties';
export { unreadConversationsOf } from './pending-items';
