-- Bookings of products (docs/products.md#bookings): each is a job with one milestone between the
-- customer and the seller, paid by card (a charge of the milestone) or with credits.

CREATE TABLE bookings (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  product_id text NOT NULL,
  customer_id text NOT NULL,
  seller_id text NOT NULL,
  job_id text NOT NULL,
  milestone_id text NOT NULL,
  status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled', 'completed')),
  payment_method text NOT NULL CHECK (payment_method IN ('card', 'credits')),
  -- Minor units of the tenant's currency: the product's price (its offer price when it has one)
  -- plus the shipping fee; `credits` when paid with credits.
  amount bigint NOT NULL CHECK (amount > 0),
  credits integer CHECK (credits > 0),
  shipment_fee_id text,
  shipment jsonb,
  channel_id text,
  cancelled_at timestamptz,
  cancelled_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, milestone_id),
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, job_id) REFERENCES jobs (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, customer_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, seller_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  CHECK ((payment_method = 'credits') = (credits IS NOT NULL)),
  CHECK ((shipment_fee_id IS NULL) = (shipment IS NULL))
);
CREATE INDEX bookings_customer_recent ON bookings (tenant_id, customer_id, created_at DESC);
CREATE INDEX bookings_seller_recent ON bookings (tenant_id, seller_id, created_at DESC);
CREATE INDEX bookings_product ON bookings (tenant_id, product_id);

-- The sandbox provider's refunds of its charges (settled at once).
ALTER TABLE payment_sandbox_movements ADD COLUMN refunded_at timestamptz;
