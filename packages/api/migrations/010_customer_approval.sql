-- Administrators approve or decline customers (docs/admin.md).
--
-- users.is_approved stays the one flag the app checks. The last decision is kept beside it:
-- approval_decided_at is null while nobody has decided (pending), otherwise a customer who is
-- not approved was declined. Seeded and self-approved accounts have no decision and are approved.

ALTER TABLE users ADD COLUMN approval_decided_at timestamptz;
ALTER TABLE users ADD COLUMN approval_decided_by text;
ALTER TABLE users ADD COLUMN approval_reason text;

-- The administrators' queue: a tenant's customers, newest registered first.
CREATE INDEX users_customers_by_created ON users (tenant_id, role, created_at DESC, id DESC);
