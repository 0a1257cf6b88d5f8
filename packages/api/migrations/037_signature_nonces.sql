-- Signed writes cannot be replayed (docs/security.md#replayed-signatures): the signature of every
-- signed non-GET call is recorded until it could no longer pass the 5-minute clock-skew check;
-- the same signature again is refused. In the database, so every API instance shares it.
CREATE TABLE signature_nonces (
  tenant_id text NOT NULL,
  signature text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, signature)
);
CREATE INDEX signature_nonces_expiry ON signature_nonces (expires_at);
