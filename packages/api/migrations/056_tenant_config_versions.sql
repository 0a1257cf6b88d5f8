-- The tenant console (docs/tenant-console.md): a tenant's settings, styling and feature switches
-- are published as numbered, immutable versions; `tenants` keeps the published configuration
-- the public routes answer. Version 1 is the seed's. One draft per tenant, until published.

CREATE TABLE tenant_config_versions (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  settings jsonb NOT NULL,
  styling jsonb NOT NULL,
  features jsonb NOT NULL,
  source text NOT NULL CHECK (source IN ('seed', 'publish', 'rollback')),
  -- For a rollback: the version it copied.
  restored_version integer,
  -- A user id of the tenant; no foreign key, so the record outlives the account.
  published_by text,
  published_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (tenant_id, version)
);

CREATE TABLE tenant_config_drafts (
  tenant_id text PRIMARY KEY REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  settings jsonb NOT NULL,
  styling jsonb NOT NULL,
  features jsonb NOT NULL,
  based_on_version integer NOT NULL,
  saved_by text NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

INSERT INTO tenant_config_versions (tenant_id, version, settings, styling, features, source)
SELECT tenant_id, 1, settings, styling, features, 'seed' FROM tenants;
