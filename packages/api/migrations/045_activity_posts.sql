-- Activity posts (docs/users.md#activity-posts): short public posts on a freelancer's profile,
-- read newest first by keyset (created_at, id). Contact details in them are guarded like a CV's
-- (docs/messaging.md#contact-detail-guard), so the flagged texts may come from a post too.

CREATE TABLE activity_posts (
  tenant_id text NOT NULL,
  id text NOT NULL,
  user_id text NOT NULL,
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
  contact_masked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  edited_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX activity_posts_feed ON activity_posts (tenant_id, user_id, created_at DESC, id DESC);

ALTER TABLE flagged_content DROP CONSTRAINT flagged_content_source_check;
ALTER TABLE flagged_content ADD CONSTRAINT flagged_content_source_check
  CHECK (source IN ('message', 'proposal', 'cv', 'activityPost'));
