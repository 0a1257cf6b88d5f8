-- Subscriptions, plans and credits (docs/payments.md#subscriptions-and-plans,
-- docs/payments.md#credits): our record of each user's subscription at the provider, credit
-- purchases, and credits kept as ledger accounts (credits:<user>, allowance:<user>) instead of
-- counters on the user; then the sandbox provider's side of plans, subscriptions and the events
-- it sends about them.

-- Our copy of a subscription at the provider, updated from its signed events.
CREATE TABLE subscriptions (
  tenant_id text NOT NULL,
  id text NOT NULL,
  user_id text NOT NULL,
  provider text NOT NULL,
  provider_subscription_id text,
  plan_id text NOT NULL,
  -- The plan as subscribed (the provider's catalogue may change later).
  plan_name text NOT NULL,
  price bigint NOT NULL CHECK (price >= 0),
  currency text NOT NULL,
  plan_interval text NOT NULL CHECK (plan_interval IN ('month', 'year')),
  monthly_credits integer NOT NULL CHECK (monthly_credits >= 0),
  status text NOT NULL
    CHECK (status IN ('incomplete', 'incomplete_expired', 'active', 'past_due', 'canceled')),
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  current_period_start timestamptz,
  current_period_end timestamptz,
  -- The first paid period's start: monthly allowances count from it.
  anchor_at timestamptz,
  failure_code text,
  failure_message text,
  -- The provider's version of the snapshot we hold: an older event never overwrites a newer one.
  provider_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
-- One live subscription per user: a second subscribe, however concurrent, is refused.
CREATE UNIQUE INDEX subscriptions_one_live ON subscriptions (tenant_id, user_id)
  WHERE status IN ('incomplete', 'active', 'past_due');
CREATE UNIQUE INDEX subscriptions_provider ON subscriptions (tenant_id, provider, provider_subscription_id)
  WHERE provider_subscription_id IS NOT NULL;
CREATE INDEX subscriptions_active ON subscriptions (status, tenant_id) WHERE status = 'active';
CREATE INDEX subscriptions_user ON subscriptions (tenant_id, user_id, created_at DESC);

-- Packs of credits a user buys with their way to pay; the credits arrive when the charge succeeds.
CREATE TABLE credit_purchases (
  tenant_id text NOT NULL,
  id text NOT NULL,
  user_id text NOT NULL,
  packs integer NOT NULL CHECK (packs > 0),
  credits integer NOT NULL CHECK (credits > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  method text,
  provider_charge_id text,
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  failure_code text,
  failure_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX credit_purchases_user ON credit_purchases (tenant_id, user_id, created_at DESC);

-- The balances the users kept as counters move to the ledger as opening balances, counted in
-- credits (the ledger's unit CREDITS), then the counters go: the ledger is the one record.
INSERT INTO ledger_transactions (tenant_id, id, kind, reference_type, reference_id, currency)
SELECT tenant_id, 'opening:' || id, 'credits_opening', 'credits', 'opening:' || id, 'CREDITS'
  FROM users
 WHERE round(own_available_credits) > 0 OR round(available_allowance) > 0;

INSERT INTO ledger_entries (tenant_id, transaction_id, line, account, amount)
SELECT tenant_id, 'opening:' || id, 1, 'credits:' || id, round(own_available_credits)::bigint
  FROM users WHERE round(own_available_credits) > 0;

INSERT INTO ledger_entries (tenant_id, transaction_id, line, account, amount)
SELECT tenant_id, 'opening:' || id, 2, 'allowance:' || id, round(available_allowance)::bigint
  FROM users WHERE round(available_allowance) > 0;

INSERT INTO ledger_entries (tenant_id, transaction_id, line, account, amount)
SELECT tenant_id, 'opening:' || id, 3, 'credits_issued',
       -(round(own_available_credits) + round(available_allowance))::bigint
  FROM users WHERE round(own_available_credits) > 0 OR round(available_allowance) > 0;

ALTER TABLE users DROP COLUMN own_available_credits;
ALTER TABLE users DROP COLUMN available_allowance;

-- The sandbox provider's side (empty with a real provider).
CREATE TABLE payment_sandbox_plans (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  amount bigint NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  plan_interval text NOT NULL CHECK (plan_interval IN ('month', 'year')),
  monthly_credits integer NOT NULL CHECK (monthly_credits >= 0),
  features jsonb NOT NULL DEFAULT '[]'::jsonb,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE payment_sandbox_subscriptions (
  tenant_id text NOT NULL,
  id text NOT NULL,
  customer_id text NOT NULL,
  plan_id text NOT NULL,
  payment_method_id text NOT NULL,
  -- The platform's id for it, echoed in every event.
  reference text NOT NULL,
  idempotency_key text NOT NULL,
  status text NOT NULL
    CHECK (status IN ('incomplete', 'incomplete_expired', 'active', 'past_due', 'canceled')),
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  -- Periods count from the anchor (the first period's start), so short months do not drift.
  anchor_at timestamptz NOT NULL,
  period_count integer NOT NULL DEFAULT 1,
  failure_code text,
  failure_message text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, idempotency_key),
  FOREIGN KEY (tenant_id, customer_id)
    REFERENCES payment_sandbox_customers (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX payment_sandbox_subscriptions_due ON payment_sandbox_subscriptions (current_period_end)
  WHERE status IN ('active', 'past_due');

-- A subscription's charges are movements like any other, tied to the period they pay for.
ALTER TABLE payment_sandbox_movements ADD COLUMN subscription_id text;
ALTER TABLE payment_sandbox_movements ADD COLUMN period_start timestamptz;
ALTER TABLE payment_sandbox_movements ADD COLUMN period_end timestamptz;

-- Events about subscriptions (a snapshot each), delivered signed like the movements' outcomes.
CREATE TABLE payment_sandbox_events (
  tenant_id text NOT NULL,
  id text NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  -- Delivery follows the order the events happened in.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  delivery_attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX payment_sandbox_events_undelivered ON payment_sandbox_events (seq)
  WHERE delivered_at IS NULL;
