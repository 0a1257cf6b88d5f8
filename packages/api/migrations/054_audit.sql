-- The audit trail (docs/admin.md#audit-trail): every administrator's write, who, when, on what,
-- and the target before and after, per tenant.

CREATE TABLE audit_entries (
  tenant_id text NOT NULL,
  id text NOT NULL,
  actor_id text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX audit_entries_by_time ON audit_entries (tenant_id, created_at DESC, id);
