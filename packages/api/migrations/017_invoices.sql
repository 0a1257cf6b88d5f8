-- Invoices (docs/payments.md#invoices): one for every succeeded charge, issued in the same
-- transaction, numbered per tenant without gaps. An invoice keeps what it says as issued (the
-- parties' names and addresses, the job and milestone titles, the amounts and the tax), so it
-- never changes afterwards. Amounts are bigint minor units of the tenant's currency.

-- The tax a charge was priced with, so its invoice names the type and rate the customer paid
-- even when the job's tax changes later (null on charges made before this migration).
ALTER TABLE charges ADD COLUMN tax_type text;
ALTER TABLE charges ADD COLUMN tax_rate double precision;

-- The next invoice number of each tenant. The row is locked and bumped by the transaction that
-- inserts the invoice: a rolled-back transaction gives its number back, so numbers have no gaps.
CREATE TABLE invoice_counters (
  tenant_id text PRIMARY KEY REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  next_sequence bigint NOT NULL CHECK (next_sequence >= 1)
);

CREATE TABLE invoices (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  -- 1, 2, 3... per tenant; `number` is its printed form (DEMO-2026-000001).
  sequence bigint NOT NULL CHECK (sequence >= 1),
  number text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('milestone', 'cycle', 'product')),
  -- The succeeded charge the invoice bills: at most one invoice per charge.
  charge_id text,
  job_id text,
  milestone_id text,
  cycle_id text,
  -- Product sales (not sold yet): the product and its shipment fee.
  product_id text,
  shipment_fee_id text,
  customer_id text NOT NULL,
  freelancer_id text NOT NULL,
  customer_name text NOT NULL,
  customer_address text,
  freelancer_name text NOT NULL,
  freelancer_address text,
  job_title text,
  milestone_title text,
  amount bigint NOT NULL CHECK (amount >= 0),
  fee bigint NOT NULL CHECK (fee >= 0),
  tax bigint NOT NULL CHECK (tax >= 0),
  total bigint NOT NULL CHECK (total = amount + fee + tax),
  currency text NOT NULL,
  -- The provider's fee terms the fee was priced with: a rate, and a fixed part in minor units.
  fee_rate double precision NOT NULL CHECK (fee_rate >= 0),
  fee_fixed bigint NOT NULL CHECK (fee_fixed >= 0),
  tax_type text NOT NULL DEFAULT 'NONE',
  tax_rate double precision NOT NULL DEFAULT 0 CHECK (tax_rate >= 0 AND tax_rate <= 100),
  issued_at timestamptz NOT NULL,
  -- What was bought: [{kind, title, quantity, unitAmount, amount, periodStart, periodEnd}].
  lines jsonb NOT NULL,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, sequence),
  UNIQUE (tenant_id, number),
  FOREIGN KEY (tenant_id, charge_id) REFERENCES charges (tenant_id, id),
  CHECK (
    (kind IN ('milestone', 'cycle') AND job_id IS NOT NULL AND milestone_id IS NOT NULL
      AND (kind = 'cycle') = (cycle_id IS NOT NULL))
    OR (kind = 'product' AND product_id IS NOT NULL)
  )
);
-- A redelivered webhook, or any second attempt, can never invoice a charge twice.
CREATE UNIQUE INDEX invoices_one_per_charge ON invoices (tenant_id, charge_id)
  WHERE charge_id IS NOT NULL;
CREATE INDEX invoices_customer ON invoices (tenant_id, customer_id, issued_at DESC, id DESC);
CREATE INDEX invoices_freelancer ON invoices (tenant_id, freelancer_id, issued_at DESC, id DESC);
CREATE INDEX invoices_tenant ON invoices (tenant_id, issued_at DESC, id DESC);
CREATE INDEX invoices_milestone ON invoices (tenant_id, milestone_id);
