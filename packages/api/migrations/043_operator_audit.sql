-- The platform operator's actions in a tenant's audit trail (docs/admin.md#audit-trail), e.g.
-- creating the tenant. The operator is no user of any tenant, so its entries have no actor user;
-- they are kept beside audit_entries (created by 054, which sorts after this file) and listed
-- with them.

CREATE TABLE operator_audit_entries (
  tenant_id text NOT NULL,
  id text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX operator_audit_entries_by_time ON operator_audit_entries (tenant_id, created_at DESC, id);
