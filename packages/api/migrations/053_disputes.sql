-- Disputes (docs/disputes.md): a party's dispute of a milestone or cycle whose money is held in
-- escrow until a tenant administrator resolves it, and the dispute's thread.

CREATE TABLE disputes (
  tenant_id text NOT NULL,
  id text NOT NULL,
  job_id text NOT NULL,
  milestone_id text NOT NULL,
  cycle_id text,
  customer_id text NOT NULL,
  freelancer_id text NOT NULL,
  opened_by text NOT NULL,
  reason text NOT NULL,
  evidence jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  outcome text CHECK (outcome IN ('release', 'refund', 'split')),
  amount bigint,
  currency text,
  freelancer_amount bigint,
  customer_amount bigint,
  resolved_by text,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (tenant_id, id),
  CHECK ((status = 'open') = (outcome IS NULL))
);

-- At most one open dispute per milestone or cycle.
CREATE UNIQUE INDEX disputes_one_open
  ON disputes (tenant_id, milestone_id, coalesce(cycle_id, ''))
  WHERE status = 'open';
CREATE INDEX disputes_by_time ON disputes (tenant_id, created_at DESC);

CREATE TABLE dispute_messages (
  tenant_id text NOT NULL,
  id text NOT NULL,
  dispute_id text NOT NULL,
  sender_id text NOT NULL,
  message text NOT NULL,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, dispute_id) REFERENCES disputes (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX dispute_messages_thread ON dispute_messages (tenant_id, dispute_id, created_at);
