import {
  ACTIVITY_POST_PAGE_SIZE,
  ZActivityPostsPage,
  ZActivityPostsQuery,
  endpoints,
} from '@mp/contracts';
import { decodeCursor, encodeCursor } from '../../http/keyset-cursor';
import { definePublicRoute } from '../../http/route';
import { requireVisibleUser } from '../users';
import { POST_SELECT, toActivityPost, type PostRow } from './store';

export const listActivityPosts = definePublicRoute(endpoints.listActivityPosts, {
  summary: "A user's activity posts, newest first, a page at a time",
  description: `Public. ${ACTIVITY_POST_PAGE_SIZE} posts a page; cursor (the previous page's) reads the next, older page (400 naming query.cursor for one this list did not make). 404 USER_NOT_FOUND for a user not in this tenant or deactivated.`,
  query: ZActivityPostsQuery,
  response: ZActivityPostsPage,
  handler: async ({ tenant, db, query }) => {
    const user = await requireVisibleUser(db, tenant.id, query.userId);
    const params: (string | number)[] = [tenant.id, user.id];
    let after = '';
    if (query.cursor !== undefined) {
      const [createdAt, , id] = decodeCursor(query.cursor, 'query.cursor');
      params.push(createdAt, id);
      after = 'AND (p.created_at, p.id) < ($3::timestamptz, $4)';
    }
    params.push(ACTIVITY_POST_PAGE_SIZE + 1);
    const result = await db.query<PostRow>(
      `${POST_SELECT}
        WHERE p.tenant_id = $1 AND p.user_id = $2 ${after}
        ORDER BY p.created_at DESC, p.id DESC LIMIT $${params.length}`,
      params,
    );
    const rows = result.rows.slice(0, ACTIVITY_POST_PAGE_SIZE);
    const items = rows.map(toActivityPost);
    const last = rows[rows.length - 1];
    return result.rows.length > ACTIVITY_POST_PAGE_SIZE && last !== undefined
      ? { items, cursor: encodeCursor([last.ca_key, last.ca_key, last.id]) }
      : { items };
  },
});
