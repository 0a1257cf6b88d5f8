-- Search at a million jobs (docs/search.md#a-million-jobs): the jobs page's count. Its body
-- (words, services, a budget range) counts matches up to the cap beside its page; without
-- this index that count read about 46,000 rows of the table to find 1,001 matches. Walking
-- the open jobs of the chosen services within the budget range, with the search vector in
-- the index, it reads about 3,400 index entries and no table row (an index-only scan).
CREATE INDEX jobs_open_service_budget ON jobs (tenant_id, service_id, budget)
  INCLUDE (search_vector)
  WHERE status IN ('FRESH_JOB', 'IN_DISCUSSION', 'MEETING_JOB');
