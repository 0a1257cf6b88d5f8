-- Events users report from the site (POST /apis/events), e.g. the chat-support widget's
-- support requests. Tenant-scoped; the reporting user is always known (signed calls only).
CREATE TABLE events (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id uuid NOT NULL,
  type text NOT NULL CHECK (type IN ('support_request')),
  user_id text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX events_by_type ON events (tenant_id, type, created_at);
CREATE INDEX events_by_user ON events (tenant_id, user_id, created_at);
