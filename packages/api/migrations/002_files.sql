-- Uploaded files: one row per (tenant, key). The bytes live in the file storage under
-- storage_id (a server-generated UUID), never under the caller's key.
CREATE TABLE files (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  key text NOT NULL,
  storage_id uuid NOT NULL,
  -- null: uploaded anonymously through the public route.
  owner_id text,
  is_public boolean NOT NULL DEFAULT false,
  kind text NOT NULL CHECK (kind IN ('cv', 'data', 'message', 'milestone', 'other')),
  -- The channel of a message attachment or the milestone of a milestone file.
  scope_id text,
  content_type text NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  text_excerpt text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, key),
  UNIQUE (storage_id)
);

CREATE INDEX files_owner ON files (tenant_id, owner_id);
CREATE INDEX files_scope ON files (tenant_id, kind, scope_id);
