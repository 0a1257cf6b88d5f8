-- Messaging (docs/messaging.md): one channel per customer, freelancer and (optional) job;
-- messages with their reader's state. A channel has exactly two parties, so each message has
-- exactly one recipient (the other party) and its read_at is the read state of (channel, user):
-- unread counts are exact counts of rows, never estimates.

CREATE TABLE channels (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  customer_id text NOT NULL,
  freelancer_id text NOT NULL,
  job_id text,
  -- Who opened the channel: it is listed for the other party once it has a message.
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, freelancer_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, job_id) REFERENCES jobs (tenant_id, id) ON DELETE CASCADE,
  CHECK (customer_id <> freelancer_id)
);
-- Find-or-create: one channel per pair and job (a pair may also talk outside any job).
CREATE UNIQUE INDEX channels_pair ON channels (tenant_id, customer_id, freelancer_id, coalesce(job_id, ''));
CREATE INDEX channels_freelancer ON channels (tenant_id, freelancer_id);

CREATE TABLE messages (
  tenant_id text NOT NULL,
  id text NOT NULL,
  channel_id text NOT NULL,
  sender_id text NOT NULL,
  recipient_id text NOT NULL,
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- When the recipient read it; null while unread.
  read_at timestamptz,
  search_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', message)) STORED,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, channel_id) REFERENCES channels (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, sender_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, recipient_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  CHECK (sender_id <> recipient_id)
);
CREATE INDEX messages_channel ON messages (tenant_id, channel_id, created_at DESC, id DESC);
CREATE INDEX messages_unread ON messages (tenant_id, recipient_id, channel_id) WHERE read_at IS NULL;
CREATE INDEX messages_sender ON messages (tenant_id, sender_id);
CREATE INDEX messages_search ON messages USING gin (search_vector);
