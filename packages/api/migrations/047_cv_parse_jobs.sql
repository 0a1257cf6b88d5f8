-- CV parsing (docs/users.md#cv-parsing): one row per parse a freelancer starts on an uploaded CV.
-- The parse runs in the background in the API process; a row left queued or running by a
-- restart is failed when the API starts, and one running past the timeout is failed by a sweep.

CREATE TABLE cv_parse_jobs (
  tenant_id text NOT NULL,
  id text NOT NULL,
  user_id text NOT NULL,
  file_key text NOT NULL,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
  reason text,
  result jsonb,
  extractor text CHECK (extractor IN ('rules', 'ai')),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX cv_parse_jobs_by_user ON cv_parse_jobs (tenant_id, user_id, created_at DESC);
CREATE INDEX cv_parse_jobs_unfinished ON cv_parse_jobs (status, updated_at)
  WHERE status IN ('queued', 'running');
