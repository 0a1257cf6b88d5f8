-- Products (offerings) freelancers sell, and their approval by administrators (docs/products.md).
-- Amounts are whole numbers of the minor unit of the tenant's currency (docs/payments.md#amounts).

CREATE TABLE products (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  author_id text NOT NULL,
  unique_name text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  price bigint NOT NULL CHECK (price > 0),
  offer_price bigint CHECK (offer_price > 0),
  credits integer CHECK (credits > 0),
  duration integer CHECK (duration > 0),
  -- [{shipmentFeeId, name, price}]
  shipment_options jsonb NOT NULL DEFAULT '[]'::jsonb,
  service_id text,
  -- [{key, name, contentType, size}]: the seller's uploads (files).
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  videos jsonb NOT NULL DEFAULT '[]'::jsonb,
  requires_survey boolean NOT NULL DEFAULT false,
  stage text NOT NULL DEFAULT 'draft' CHECK (stage IN ('draft', 'live')),
  approval_status text CHECK (
    approval_status IN ('PENDING', 'APPROVED_BY_ADMIN', 'DISAPPROVED_BY_ADMIN')
  ),
  approval_reason text,
  approval_decided_at timestamptz,
  approval_decided_by text,
  submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_modified timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'B')
  ) STORED,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, unique_name),
  FOREIGN KEY (tenant_id, author_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  CHECK (offer_price IS NULL OR offer_price < price),
  -- Pending and approved products are submitted (live); a draft is never waiting or approved.
  CHECK (stage = 'live' OR approval_status IS NULL OR approval_status = 'DISAPPROVED_BY_ADMIN'),
  CHECK (stage = 'draft' OR approval_status IS DISTINCT FROM 'DISAPPROVED_BY_ADMIN')
);
CREATE INDEX products_author_recent ON products (tenant_id, author_id, stage, last_modified DESC);
CREATE INDEX products_approval_queue ON products (tenant_id, approval_status, submitted_at);
CREATE INDEX products_service ON products (tenant_id, service_id);
CREATE INDEX products_price ON products (tenant_id, price);
CREATE INDEX products_search ON products USING gin (search_vector);
CREATE INDEX products_title_trgm ON products USING gin (title gin_trgm_ops);
