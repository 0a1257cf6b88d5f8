-- Search (docs/search.md): most job searches (signed-out visitors, freelancers) only ever see
-- open jobs. Partial indexes over just those rows let full-text and pattern searches skip
-- closed and contracted jobs without visiting them. The translator writes the open-status list
-- literally (never as a parameter), so the planner can match these predicates.
CREATE INDEX jobs_search_open ON jobs USING gin (search_vector)
  WHERE status IN ('FRESH_JOB', 'IN_DISCUSSION', 'MEETING_JOB');
CREATE INDEX jobs_title_trgm_open ON jobs USING gin (title gin_trgm_ops)
  WHERE status IN ('FRESH_JOB', 'IN_DISCUSSION', 'MEETING_JOB');
