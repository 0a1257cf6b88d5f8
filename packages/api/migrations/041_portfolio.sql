-- Portfolios (docs/users.md#portfolio): a freelancer's images and videos with a title, shown on
-- their public profile. The file is one of the freelancer's uploads (table files); anyone may
-- read the files of a portfolio item, signed in or not.

CREATE TABLE portfolio_items (
  tenant_id text NOT NULL,
  id text NOT NULL,
  user_id text NOT NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  description text CHECK (description IS NULL OR char_length(description) <= 1000),
  media text NOT NULL CHECK (media IN ('image', 'video')),
  file jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX portfolio_items_owner ON portfolio_items (tenant_id, user_id, created_at DESC);
CREATE INDEX portfolio_items_file_key ON portfolio_items (tenant_id, (file ->> 'key'));
