-- Crypto milestone payments (docs/payments.md#crypto): the customer sends a stablecoin of the
-- tenant's currency from their payer address to the milestone's escrow address; the transfer's
-- hash pays the milestone, and sign-off releases the escrow to the freelancer's payee address.
-- Amounts are bigint minor units of the tenant's currency, as everywhere else.

-- Our side: each milestone's escrow at the provider and what the customer must send to it.
CREATE TABLE crypto_escrows (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  milestone_id text NOT NULL,
  job_id text NOT NULL,
  provider text NOT NULL,
  escrow_address text NOT NULL,
  payer_address text NOT NULL,
  payee_address text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  tax bigint NOT NULL CHECK (tax >= 0),
  total bigint NOT NULL CHECK (total = amount + tax),
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, milestone_id),
  UNIQUE (tenant_id, provider, escrow_address)
);

-- A payout is a transfer to the freelancer's connected account, or (crypto) the release of the
-- milestone's escrow to their payee address.
ALTER TABLE payouts ADD COLUMN method text NOT NULL DEFAULT 'transfer'
  CHECK (method IN ('transfer', 'crypto'));
ALTER TABLE payouts ADD COLUMN to_address text;
ALTER TABLE payouts ADD CONSTRAINT payouts_crypto_address
  CHECK (method <> 'crypto' OR to_address IS NOT NULL);

-- The sandbox provider's chain (empty with a real provider): escrow addresses, transfers of its
-- stablecoin, and the single-use links of its hosted wallet page.
CREATE TABLE payment_sandbox_chain_escrows (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  address text NOT NULL,
  -- Ours (the milestone id): the same reference answers the same escrow.
  reference text NOT NULL,
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, address),
  UNIQUE (tenant_id, reference)
);

CREATE TABLE payment_sandbox_chain_transfers (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  hash text NOT NULL CHECK (hash ~ '^0x[0-9a-f]{64}$'),
  from_address text NOT NULL,
  to_address text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  -- Releases from an escrow carry the platform's key: a repeated release sends once.
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, hash),
  UNIQUE (tenant_id, idempotency_key)
);
CREATE INDEX payment_sandbox_chain_transfers_to ON payment_sandbox_chain_transfers (tenant_id, to_address);
CREATE INDEX payment_sandbox_chain_transfers_from ON payment_sandbox_chain_transfers (tenant_id, from_address);

CREATE TABLE payment_sandbox_wallet_links (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  from_address text NOT NULL,
  escrow_address text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  return_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  transaction_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, token_hash),
  FOREIGN KEY (tenant_id, escrow_address)
    REFERENCES payment_sandbox_chain_escrows (tenant_id, address) ON DELETE CASCADE
);
