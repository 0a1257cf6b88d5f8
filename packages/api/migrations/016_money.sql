-- Money moving from customers to freelancers (docs/payments.md): payers, charges (pay-ins),
-- payouts, the double-entry ledger, idempotency keys and the provider's webhook events; then the
-- sandbox provider's own side of payers, ways to pay, charges and transfers. Amounts are bigint
-- minor units of the tenant's currency.

-- A customer as a payer at the provider.
CREATE TABLE payment_customers (
  tenant_id text NOT NULL,
  user_id text NOT NULL,
  provider text NOT NULL,
  provider_customer_id text NOT NULL,
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id),
  UNIQUE (tenant_id, provider, provider_customer_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE charges (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  job_id text NOT NULL,
  milestone_id text NOT NULL,
  cycle_id text,
  customer_id text NOT NULL,
  freelancer_id text NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  fee bigint NOT NULL CHECK (fee >= 0),
  tax bigint NOT NULL CHECK (tax >= 0),
  total bigint NOT NULL CHECK (total = amount + fee + tax),
  currency text NOT NULL,
  method text NOT NULL CHECK (method IN ('card', 'ach_debit', 'bacs_debit', 'crypto', 'credits')),
  provider_charge_id text,
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'refunded')),
  failure_code text,
  failure_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
-- One live charge per milestone (or cycle): a second pay can never charge twice.
CREATE UNIQUE INDEX charges_one_live ON charges (tenant_id, milestone_id, coalesce(cycle_id, ''))
  WHERE status IN ('pending', 'succeeded');
CREATE UNIQUE INDEX charges_provider ON charges (tenant_id, provider_charge_id)
  WHERE provider_charge_id IS NOT NULL;
CREATE INDEX charges_job ON charges (tenant_id, job_id, created_at DESC);

CREATE TABLE payouts (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  job_id text NOT NULL,
  milestone_id text NOT NULL,
  cycle_id text,
  freelancer_id text NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  provider_transfer_id text,
  status text NOT NULL CHECK (status IN ('waiting_for_account', 'pending', 'paid', 'failed')),
  failure_code text,
  failure_message text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
-- One payout per milestone (or cycle); a retry sends the same one again.
CREATE UNIQUE INDEX payouts_one ON payouts (tenant_id, milestone_id, coalesce(cycle_id, ''));
CREATE INDEX payouts_waiting ON payouts (tenant_id, freelancer_id) WHERE status = 'waiting_for_account';

-- The double-entry ledger: every transaction's entries sum to zero, so every tenant's do.
CREATE TABLE ledger_transactions (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  kind text NOT NULL,
  reference_type text NOT NULL,
  reference_id text NOT NULL,
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  -- A business event posts once (a charge settles once, a payout is paid once).
  UNIQUE (tenant_id, kind, reference_type, reference_id)
);

CREATE TABLE ledger_entries (
  tenant_id text NOT NULL,
  transaction_id text NOT NULL,
  line integer NOT NULL,
  account text NOT NULL,
  amount bigint NOT NULL,
  PRIMARY KEY (tenant_id, transaction_id, line),
  FOREIGN KEY (tenant_id, transaction_id)
    REFERENCES ledger_transactions (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX ledger_entries_account ON ledger_entries (tenant_id, account);

-- The answer to a money-moving call, kept under the caller's Idempotency-Key.
CREATE TABLE idempotency_keys (
  tenant_id text NOT NULL,
  user_id text NOT NULL,
  key text NOT NULL,
  operation_id text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  PRIMARY KEY (tenant_id, user_id, key)
);

-- The provider's events we applied: a redelivered event is applied once.
CREATE TABLE payment_webhook_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  tenant_id text NOT NULL,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- The sandbox provider's side (empty with a real provider).
CREATE TABLE payment_sandbox_customers (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  reference text NOT NULL,
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE payment_sandbox_methods (
  tenant_id text NOT NULL,
  id text NOT NULL,
  customer_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('card', 'ach_debit', 'bacs_debit')),
  -- The test number it was made from decides how charges of it go (docs/payments.md).
  number text NOT NULL,
  label text NOT NULL,
  exp_month smallint,
  exp_year smallint,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id)
    REFERENCES payment_sandbox_customers (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX payment_sandbox_methods_customer ON payment_sandbox_methods (tenant_id, customer_id, created_at DESC);

CREATE TABLE payment_sandbox_setup_links (
  tenant_id text NOT NULL,
  token_hash text NOT NULL,
  customer_id text NOT NULL,
  return_url text NOT NULL,
  methods jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, token_hash)
);

-- Charges and transfers the sandbox settles after a delay, then reports by signed webhook.
CREATE TABLE payment_sandbox_movements (
  tenant_id text NOT NULL,
  id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('charge', 'transfer')),
  idempotency_key text NOT NULL,
  -- The payer's method (charges) or the payee's connected account (transfers).
  source_id text NOT NULL,
  amount bigint NOT NULL,
  currency text NOT NULL,
  reference text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  failure_code text,
  failure_message text,
  settle_after timestamptz NOT NULL,
  settled_at timestamptz,
  -- The webhook of the outcome: delivered once the API answered 2xx.
  delivered_at timestamptz,
  delivery_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, kind, idempotency_key)
);
CREATE INDEX payment_sandbox_movements_due ON payment_sandbox_movements (settle_after)
  WHERE delivered_at IS NULL;
