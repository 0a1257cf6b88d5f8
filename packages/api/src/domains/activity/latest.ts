import type { Queryable } from '../../db/types';

export interface LatestPost {
  content: string;
  createdAt: Date | string;
}

/** A user's newest posts, newest first. */
export async function latestPosts(
  db: Queryable,
  tenantId: string,
  userId: string,
  limit: number,
): Promise<LatestPost[]> {
  const result = await db.query<{ content: string; created_at: Date | string }>(
    `SELECT content, created_at FROM activity_posts
      WHERE tenant_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3`,
    [tenantId, userId, limit],
  );
  return result.rows.map((row) => ({ content: row.content, createdAt: row.created_at }));
}
