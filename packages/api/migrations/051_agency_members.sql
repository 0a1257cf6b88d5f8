-- Agency membership (docs/users.md#agencies): an agency company (freelancer sub-type 0) that owns
-- an agency adds and removes its agency freelancers (sub-type 1). A freelancer belongs to at
-- most one agency of the tenant, hence the primary key on the member alone.

CREATE TABLE agency_members (
  tenant_id text NOT NULL,
  member_id text NOT NULL,
  agency_id text NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, member_id),
  FOREIGN KEY (tenant_id, agency_id) REFERENCES agencies (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, member_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX agency_members_by_agency ON agency_members (tenant_id, agency_id, added_at);
