-- Milestones move through a state machine (docs/milestones.md): who proposed each one decides
-- who approves it, and every move is kept as an event (the contract's timeline).

ALTER TABLE milestones ADD COLUMN proposed_by text NOT NULL DEFAULT 'freelancer'
  CHECK (proposed_by IN ('customer', 'freelancer'));
ALTER TABLE milestones ADD COLUMN consented_data_type_ids jsonb NOT NULL DEFAULT '[]'::jsonb;
-- The last refused pay-in while the milestone waits for another try (cleared when paid).
ALTER TABLE milestones ADD COLUMN payment_failure_code text;
ALTER TABLE milestones ADD COLUMN payment_failure_message text;
ALTER TABLE milestones ADD COLUMN payment_failed_at timestamptz;
-- Where the freelancer's payout of a signed-off milestone is (kept by the payments domain).
ALTER TABLE milestones ADD COLUMN payout_status text
  CHECK (payout_status IN ('waiting_for_account', 'pending', 'paid', 'failed'));
ALTER TABLE milestones ADD COLUMN payout_amount bigint;
ALTER TABLE milestones ADD COLUMN payout_currency text;
ALTER TABLE milestones ADD COLUMN payout_failure_code text;
ALTER TABLE milestones ADD COLUMN payout_updated_at timestamptz;

CREATE INDEX milestones_contract ON milestones (tenant_id, job_id, freelancer_id, position);

CREATE TABLE milestone_events (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  job_id text NOT NULL,
  milestone_id text NOT NULL,
  cycle_id text,
  kind text NOT NULL,
  from_status smallint,
  to_status smallint,
  actor_id text,
  actor_role text NOT NULL CHECK (actor_role IN ('customer', 'freelancer', 'provider', 'administrator')),
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A deterministic order for events of the same instant.
  seq bigserial,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX milestone_events_job ON milestone_events (tenant_id, job_id, created_at DESC, seq DESC);
