/** The messaging domain's public module: the live server's channel check and its search index. */
export { MESSAGES_INDEX } from './search-index';
export { isChannelParty } from './store';
