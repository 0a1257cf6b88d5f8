-- Scheduling (docs/scheduling.md): each user's time zone, weekly availability and private
-- calendar feed token; meetings booked through POST /jobs/accept_meeting.

CREATE TABLE schedules (
  tenant_id text NOT NULL,
  user_id text NOT NULL,
  timezone text NOT NULL,
  -- [{weekday 0-6, start "HH:mm", end "HH:mm"}] in the user's time zone.
  availability jsonb NOT NULL DEFAULT '[]'::jsonb,
  meeting_minutes smallint NOT NULL DEFAULT 30 CHECK (meeting_minutes IN (15, 30, 45, 60)),
  -- The secret of the private calendar feed URL (rotated on request).
  feed_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id),
  UNIQUE (tenant_id, feed_token),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE meetings (
  tenant_id text NOT NULL,
  id text NOT NULL,
  job_id text NOT NULL,
  customer_id text NOT NULL,
  freelancer_id text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'BOOKED' CHECK (status IN ('BOOKED', 'CANCELLED')),
  reminder_sent_at timestamptz,
  cancelled_at timestamptz,
  cancelled_by text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CHECK (ends_at > starts_at),
  FOREIGN KEY (tenant_id, job_id) REFERENCES jobs (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, customer_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, freelancer_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX meetings_freelancer ON meetings (tenant_id, freelancer_id, starts_at);
CREATE INDEX meetings_customer ON meetings (tenant_id, customer_id, starts_at);
-- The reminder sweep: booked meetings not yet reminded, by start.
CREATE INDEX meetings_to_remind ON meetings (starts_at)
  WHERE status = 'BOOKED' AND reminder_sent_at IS NULL;
