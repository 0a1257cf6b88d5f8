-- Jobs, proposals, invitations and milestones: the hire loop (docs/jobs.md, docs/proposals.md).
-- Every row is tenant-scoped and looked up by (tenant_id, id). Search reads the generated
-- tsvector columns (full-text) and pg_trgm indexes (fuzzy/prefix) declared here.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE jobs (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  customer_id text NOT NULL,
  -- The parent of a child (team) job; null for a root job.
  root_job_id text,
  status text NOT NULL DEFAULT 'FRESH_JOB' CHECK (
    status IN ('FRESH_JOB', 'MEETING_JOB', 'IN_DISCUSSION', 'CONTRACT', 'ENDED', 'USER_CLOSED', 'ADMIN_CLOSED')
  ),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- An amount, or -1 (don't know) / -2 (per job).
  budget double precision NOT NULL DEFAULT -1,
  contract_type smallint NOT NULL DEFAULT 1 CHECK (contract_type IN (1, 2)),
  cycle_duration text CHECK (cycle_duration IN ('week', 'month')),
  service_id text,
  skills jsonb NOT NULL DEFAULT '[]'::jsonb,
  location_address text NOT NULL DEFAULT '',
  latitude double precision,
  longitude double precision,
  remote boolean NOT NULL DEFAULT true,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  tax_type text,
  tax_rate double precision,
  skip_payments jsonb NOT NULL DEFAULT 'false'::jsonb,
  -- Set when the job is closed: whether the customer found a freelancer.
  found boolean,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_modified timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'B')
  ) STORED,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, root_job_id) REFERENCES jobs (tenant_id, id) ON DELETE CASCADE,
  CHECK (root_job_id IS NULL OR root_job_id <> id),
  CHECK ((latitude IS NULL) = (longitude IS NULL))
);
CREATE INDEX jobs_customer_recent ON jobs (tenant_id, customer_id, last_modified DESC, created_at DESC);
CREATE INDEX jobs_status_recent ON jobs (tenant_id, status, last_modified DESC);
CREATE INDEX jobs_root ON jobs (tenant_id, root_job_id) WHERE root_job_id IS NOT NULL;
CREATE INDEX jobs_service ON jobs (tenant_id, service_id);
CREATE INDEX jobs_search ON jobs USING gin (search_vector);
CREATE INDEX jobs_title_trgm ON jobs USING gin (title gin_trgm_ops);

CREATE TABLE proposals (
  tenant_id text NOT NULL,
  id text NOT NULL,
  job_id text NOT NULL,
  freelancer_id text NOT NULL,
  description text NOT NULL DEFAULT '',
  tasks jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The composing reading of the status (0 drafting .. 4 created, 5 rejected); the offer
  -- reading (draft, sent, accepted, rejected) is derived with accepted_at.
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 5),
  offer_sent_at timestamptz,
  invited_freelancers_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  accepted_freelancers_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  consented_data_type_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_short_listed boolean NOT NULL DEFAULT false,
  meeting_accepted_at timestamptz,
  accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_modified timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, job_id, freelancer_id),
  FOREIGN KEY (tenant_id, job_id) REFERENCES jobs (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, freelancer_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX proposals_freelancer ON proposals (tenant_id, freelancer_id, last_modified DESC);

-- A customer inviting a freelancer to a job (signed-in or through a signed public link).
CREATE TABLE job_invitations (
  tenant_id text NOT NULL,
  job_id text NOT NULL,
  freelancer_id text NOT NULL,
  customer_id text NOT NULL,
  status text NOT NULL DEFAULT 'SENT' CHECK (status IN ('SENT', 'ACCEPTED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  PRIMARY KEY (tenant_id, job_id, freelancer_id),
  FOREIGN KEY (tenant_id, job_id) REFERENCES jobs (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, freelancer_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX job_invitations_freelancer ON job_invitations (tenant_id, freelancer_id);

-- Signatures of public signed calls (invite, apply) already used: a signature works once.
CREATE TABLE used_signatures (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  signature text NOT NULL,
  purpose text NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, signature)
);

-- Milestones of a job. A sent proposal's tasks become proposed milestones; accepting the
-- contract moves the chosen ones on. Milestone routes and payments arrive with the contracts work.
CREATE TABLE milestones (
  tenant_id text NOT NULL,
  id text NOT NULL,
  job_id text NOT NULL,
  proposal_id text,
  freelancer_id text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  amount double precision NOT NULL DEFAULT 0 CHECK (amount >= 0),
  due_date timestamptz,
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 5),
  recurring_id text,
  cycle_id text,
  files jsonb NOT NULL DEFAULT '[]'::jsonb,
  fl_note text,
  cl_approval_status text CHECK (cl_approval_status IN ('PENDING', 'APPROVED', 'REJECTED')),
  payee_address text,
  payer_address text,
  transaction_hash text,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_modified timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'B')
  ) STORED,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, job_id) REFERENCES jobs (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, proposal_id) REFERENCES proposals (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, freelancer_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX milestones_job ON milestones (tenant_id, job_id, position);
CREATE INDEX milestones_search ON milestones USING gin (search_vector);

-- What users (and the tenant's administrators) are told about: notify-admin calls, contract
-- accepted, invitations. Read by the notification views; delivered live when online.
CREATE TABLE notifications (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  -- null: for every administrator of the tenant.
  recipient_id text,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by text,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX notifications_recipient ON notifications (tenant_id, recipient_id, created_at DESC);

-- Freelancer search reads the profile text through these.
ALTER TABLE users ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(description, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(location, '')), 'C')
) STORED;
CREATE INDEX users_search ON users USING gin (search_vector);
CREATE INDEX users_name_trgm ON users USING gin (name gin_trgm_ops);
