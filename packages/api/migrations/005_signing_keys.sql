-- The per-tenant secret that signs public links (invite, apply: src/domains/jobs/signatures.ts).
-- Made on first use with random bytes, so every API instance and restart verifies the same links
-- without configuration; LINK_SIGNING_SECRET, when set, is mixed in as well.
CREATE TABLE link_signing_keys (
  tenant_id text PRIMARY KEY REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
