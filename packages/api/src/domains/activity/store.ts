/** Activity posts as stored (table activity_posts, migration 045). */
import { randomUUID } from 'node:crypto';
import type { ActivityPost } from '@mp/contracts';
import { isoTime } from '../../db/time';
import type { Queryable } from '../../db/types';
import { exactTime } from '../../http/keyset-cursor';

export interface PostRow {
  id: string;
  user_id: string;
  content: string;
  contact_masked: boolean;
  created_at: Date | string;
  edited_at: Date | string | null;
  author_name: string;
  author_username: string;
  author_picture: string | null;
  /** created_at to the microsecond, for the cursor. */
  ca_key: string;
}

export const POST_SELECT = `SELECT p.id, p.user_id, p.content, p.contact_masked, p.created_at, p.edited_at,
       u.name AS author_name, u.username AS author_username, u.profile_picture AS author_picture,
       ${exactTime('p.created_at')} AS ca_key
  FROM activity_posts p
  JOIN users u ON u.tenant_id = p.tenant_id AND u.id = p.user_id`;

export function toActivityPost(row: PostRow): ActivityPost {
  return {
    postId: row.id,
    author: {
      userId: row.user_id,
      name: row.author_name,
      username: row.author_username,
      profilePicture: row.author_picture,
    },
    content: row.content,
    contactMasked: row.contact_masked,
    createdAt: isoTime(row.created_at),
    editedAt: row.edited_at === null ? null : isoTime(row.edited_at),
  };
}

export async function findPost(
  db: Queryable,
  tenantId: string,
  postId: string,
): Promise<PostRow | null> {
  const result = await db.query<PostRow>(`${POST_SELECT} WHERE p.tenant_id = $1 AND p.id = $2`, [
    tenantId,
    postId,
  ]);
  return result.rows[0] ?? null;
}

export async function insertPost(
  db: Queryable,
  post: { tenantId: string; userId: string; content: string; contactMasked: boolean },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO activity_posts (tenant_id, id, user_id, content, contact_masked)
     VALUES ($1, $2, $3, $4, $5)`,
    [post.tenantId, id, post.userId, post.content, post.contactMasked],
  );
  return id;
}

/** Answers false when the post is not the author's (or does not exist). */
export async function updateOwnPost(
  db: Queryable,
  post: {
    tenantId: string;
    postId: string;
    userId: string;
    content: string;
    contactMasked: boolean;
  },
): Promise<boolean> {
  const result = await db.query(
    `UPDATE activity_posts SET content = $4, contact_masked = $5, edited_at = clock_timestamp()
      WHERE tenant_id = $1 AND id = $2 AND user_id = $3`,
    [post.tenantId, post.postId, post.userId, post.content, post.contactMasked],
  );
  return result.rowCount > 0;
}

export async function deleteOwnPost(
  db: Queryable,
  tenantId: string,
  postId: string,
  userId: string,
): Promise<boolean> {
  const result = await db.query(
    `DELETE FROM activity_posts WHERE tenant_id = $1 AND id = $2 AND user_id = $3`,
    [tenantId, postId, userId],
  );
  return result.rowCount > 0;
}
