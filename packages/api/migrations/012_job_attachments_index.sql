-- Reading a file checks whether a job of the tenant attaches it (attachments @> [{key}]).
CREATE INDEX IF NOT EXISTS jobs_attachments_idx ON jobs USING gin (attachments jsonb_path_ops);
