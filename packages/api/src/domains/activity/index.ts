/**
 * The activity domain's public module (docs/users.md#activity-posts): a freelancer's latest
 * posts, which their generated CV shows. Its routes are the registry's.
 */
export { latestPosts, type LatestPost } from './latest';
