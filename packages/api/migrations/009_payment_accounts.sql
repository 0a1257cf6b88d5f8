-- Freelancers' payment (payout) accounts (docs/payments.md).
--
-- payment_accounts is OUR cached view of each account at its provider: which provider account
-- belongs to which user, and the last snapshot of its status and requirements. The
-- payment_sandbox_* tables are the built-in sandbox provider's own side ("the provider's
-- database"): a real provider keeps that state itself and these tables stay empty.

CREATE TABLE payment_sandbox_accounts (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  -- The platform's reference for the account (our user id), as provider metadata.
  reference text NOT NULL,
  -- The details the hosted onboarding page collected (name, date of birth, address, id number).
  individual jsonb,
  tos_accepted_at timestamptz,
  verification text NOT NULL DEFAULT 'unsubmitted' CHECK (
    verification IN ('unsubmitted', 'pending', 'verified', 'refused')
  ),
  -- While pending: when the sandbox settles the verification (on the next retrieve).
  verify_after timestamptz,
  external_account jsonb,
  statement_descriptor text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);

-- Single-use links to the sandbox's hosted onboarding page; only the token's SHA-256 is kept.
CREATE TABLE payment_sandbox_links (
  tenant_id text NOT NULL,
  token_hash text NOT NULL,
  account_id text NOT NULL,
  return_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, token_hash),
  FOREIGN KEY (tenant_id, account_id)
    REFERENCES payment_sandbox_accounts (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX payment_sandbox_links_account ON payment_sandbox_links (tenant_id, account_id);

CREATE TABLE payment_accounts (
  tenant_id text NOT NULL,
  user_id text NOT NULL,
  provider text NOT NULL,
  provider_account_id text NOT NULL,
  -- PAYMENT_ACCOUNT_STATUS: 1 details not submitted, 2 waiting, 3 refused, 4 complete
  -- (0, no account, is the absence of a row).
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 4),
  requirements jsonb NOT NULL,
  future_requirements jsonb NOT NULL,
  onboarded_type text CHECK (onboarded_type IN ('individual', 'company')),
  external_account jsonb,
  statement_descriptor text,
  refreshed_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id),
  UNIQUE (tenant_id, provider, provider_account_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
