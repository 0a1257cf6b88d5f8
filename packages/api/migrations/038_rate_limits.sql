-- Rate limits (docs/security.md#rate-limits): one counter per rule, subject (a user, an address
-- or the tenant) and fixed time window, shared by every API instance.
CREATE TABLE rate_limit_counters (
  tenant_id text NOT NULL,
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (tenant_id, bucket, window_start)
);
CREATE INDEX rate_limit_counters_age ON rate_limit_counters (window_start);
