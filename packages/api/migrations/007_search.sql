-- Search (docs/search.md): indexes for the plans the translator produces.
-- geo_distance and _geo_distance narrow by a latitude/longitude bounding box before the exact
-- haversine distance; these btree indexes serve that box per tenant.
CREATE INDEX jobs_geo ON jobs (tenant_id, latitude, longitude) WHERE latitude IS NOT NULL;
CREATE INDEX users_geo ON users (tenant_id, latitude, longitude) WHERE latitude IS NOT NULL;
-- Sorting job searches by creation time (the search-jobs page's "newest") and by budget.
CREATE INDEX jobs_created ON jobs (tenant_id, created_at DESC);
CREATE INDEX jobs_budget ON jobs (tenant_id, budget);
