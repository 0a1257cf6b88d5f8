-- Recurring work (docs/milestones.md#recurring-work): a pay-by-week/month contract runs on a rule
-- whose cycles (recurring items) the freelancer fills with hours and the customer pays.

CREATE TABLE recurring_rules (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  job_id text NOT NULL,
  freelancer_id text NOT NULL,
  -- The contract's recurring milestone: the handle the calls name (milestoneId + recurringId).
  milestone_id text NOT NULL,
  status smallint NOT NULL CHECK (status BETWEEN 0 AND 3),
  cycle_duration text NOT NULL CHECK (cycle_duration IN ('week', 'month')),
  -- Minor units of the tenant's currency per hour.
  hourly_rate bigint NOT NULL CHECK (hourly_rate >= 0),
  max_hours_per_cycle numeric(6, 2) CHECK (max_hours_per_cycle > 0),
  starts_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_modified timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, milestone_id),
  FOREIGN KEY (tenant_id, job_id) REFERENCES jobs (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX recurring_rules_running ON recurring_rules (status, tenant_id) WHERE status IN (1, 2);

CREATE TABLE recurring_items (
  tenant_id text NOT NULL,
  id text NOT NULL,
  recurring_id text NOT NULL,
  milestone_id text NOT NULL,
  job_id text NOT NULL,
  freelancer_id text NOT NULL,
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 5),
  hours numeric(6, 2) NOT NULL DEFAULT 0 CHECK (hours >= 0),
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL CHECK (period_end > period_start),
  fl_note text,
  disputed_at timestamptz,
  dispute_reason text,
  payment_failure_code text,
  payment_failure_message text,
  payment_failed_at timestamptz,
  payout_status text CHECK (payout_status IN ('waiting_for_account', 'pending', 'paid', 'failed')),
  payout_amount bigint,
  payout_currency text,
  payout_failure_code text,
  payout_updated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_modified timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  -- A cycle is opened exactly once, whichever API instance gets there first.
  UNIQUE (tenant_id, recurring_id, period_start),
  FOREIGN KEY (tenant_id, recurring_id) REFERENCES recurring_rules (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX recurring_items_open ON recurring_items (period_end, tenant_id) WHERE status IN (1, 2);
