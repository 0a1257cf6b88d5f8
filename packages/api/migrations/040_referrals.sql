-- Referrals (docs/users.md#referrals): a user who signed up through another user's invite link
-- (/register?ref=<userId>). One row per referred user, so a referrer is credited once for each.
CREATE TABLE referrals (
  tenant_id text NOT NULL,
  referred_user_id text NOT NULL,
  referrer_id text NOT NULL,
  credits integer NOT NULL CHECK (credits >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, referred_user_id),
  FOREIGN KEY (tenant_id, referred_user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, referrer_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  CHECK (referrer_id <> referred_user_id)
);
CREATE INDEX referrals_referrer ON referrals (tenant_id, referrer_id, created_at DESC);
