-- Core tables of the API platform. Every table carries tenant_id; keys and lookups are
-- (tenant_id, id). JSONB columns hold the tenant configuration validated by the contracts' zod
-- schemas before they are written.

CREATE TABLE tenants (
  tenant_id text PRIMARY KEY,
  name text NOT NULL,
  hosts text[] NOT NULL DEFAULT '{}',
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  styling jsonb NOT NULL DEFAULT '{}'::jsonb,
  features jsonb NOT NULL DEFAULT '{}'::jsonb,
  datatypes jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE services (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  name text NOT NULL,
  slug text NOT NULL,
  description text,
  icon text,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, slug)
);

CREATE TABLE skills (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  name text NOT NULL,
  service_ids jsonb,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE agencies (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  name text NOT NULL,
  description text,
  logo text,
  website text,
  owner_id text,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE users (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  username text NOT NULL,
  role smallint NOT NULL CHECK (role IN (1, 2, 3)),
  profile_picture text,
  cover_image_profile text,
  is_approved boolean NOT NULL DEFAULT false,
  is_customer_organisation boolean NOT NULL DEFAULT false,
  custom_menu jsonb,
  reviewing_jobs jsonb,
  own_available_credits double precision NOT NULL DEFAULT 0,
  available_allowance double precision NOT NULL DEFAULT 0,
  freelancer_role smallint CHECK (freelancer_role IN (0, 1, 2)),
  status smallint NOT NULL DEFAULT 0,
  survey_legend jsonb,
  title text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  skills jsonb NOT NULL DEFAULT '[]'::jsonb,
  services jsonb NOT NULL DEFAULT '[]'::jsonb,
  hourly_rate double precision,
  location text NOT NULL DEFAULT '',
  latitude double precision,
  longitude double precision,
  "references" jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, username)
);
CREATE UNIQUE INDEX users_tenant_email ON users (tenant_id, lower(email));
-- The test authenticator and the identity seam resolve a caller by id before knowing the tenant.
CREATE INDEX users_id ON users (id);

CREATE TABLE user_attachments (
  tenant_id text NOT NULL,
  owner_id text NOT NULL,
  attached_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, owner_id, attached_id),
  FOREIGN KEY (tenant_id, owner_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, attached_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  CHECK (owner_id <> attached_id)
);

CREATE TABLE favourites (
  tenant_id text NOT NULL,
  customer_id text NOT NULL,
  freelancer_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, customer_id, freelancer_id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, freelancer_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
