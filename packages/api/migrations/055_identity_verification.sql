-- Identity verification through the payment provider (docs/payments.md#identity-verification):
-- the user's status, the provider's session it came from, the reason of a refusal, and when it
-- started and was decided. Public profiles read only whether the status is 'verified'.

ALTER TABLE users
  ADD COLUMN identity_status text NOT NULL DEFAULT 'unverified'
    CHECK (identity_status IN ('unverified', 'pending', 'verified', 'refused')),
  ADD COLUMN identity_session_id text,
  ADD COLUMN identity_reason text,
  ADD COLUMN identity_started_at timestamptz,
  ADD COLUMN identity_decided_at timestamptz,
  ADD COLUMN identity_updated_at timestamptz;
