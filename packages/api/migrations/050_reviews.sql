-- Reviews and ratings, both ways (docs/reviews.md): after a contract ends, its customer and each
-- hired freelancer may rate the other once. published_at is least(both written, window close):
-- set to the window close when written, moved to now() for both when the second one arrives,
-- so "published" is published_at <= now() and no scheduler is needed.

CREATE TABLE reviews (
  tenant_id text NOT NULL,
  id text NOT NULL,
  job_id text NOT NULL,
  author_id text NOT NULL,
  subject_id text NOT NULL,
  stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz NOT NULL,
  reply text,
  replied_at timestamptz,
  hidden_at timestamptz,
  hidden_reason text,
  hidden_by text,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, job_id, author_id, subject_id),
  CHECK (author_id <> subject_id),
  CHECK ((reply IS NULL) = (replied_at IS NULL)),
  CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL)),
  FOREIGN KEY (tenant_id, job_id) REFERENCES jobs (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, author_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, subject_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
-- Averages, counts and lists of a person's visible reviews (search sorts by them).
CREATE INDEX reviews_subject_visible ON reviews (tenant_id, subject_id, published_at DESC)
  INCLUDE (stars) WHERE hidden_at IS NULL;
