-- Search at a million jobs (docs/search.md#plans-and-indexes): open jobs in the orders the
-- searches page by. A page sorted by date walks one of these and stops after its rows; a
-- relevance search takes its bounded candidate set (the most recent matches) from the first.
-- created_at and last_modified are NOT NULL, so the translator writes `DESC` without
-- `NULLS LAST` for them and these indexes serve the order as written.
CREATE INDEX jobs_open_recent ON jobs (tenant_id, last_modified DESC, created_at DESC, id)
  WHERE status IN ('FRESH_JOB', 'IN_DISCUSSION', 'MEETING_JOB');
CREATE INDEX jobs_open_created ON jobs (tenant_id, created_at DESC, id)
  WHERE status IN ('FRESH_JOB', 'IN_DISCUSSION', 'MEETING_JOB');
