-- Message attachments (docs/messaging.md#attachments): a message may be files only, so the text
-- may be empty when attachments are present. The contact-detail guard
-- (docs/messaging.md#contact-detail-guard): masked messages are marked, and every text in which
-- contact details were found before a contract existed is kept for administrators.

ALTER TABLE messages DROP CONSTRAINT messages_message_check;
ALTER TABLE messages ADD CONSTRAINT messages_content CHECK (
  char_length(message) <= 5000
  AND (char_length(message) >= 1 OR jsonb_array_length(attachments) > 0)
);
ALTER TABLE messages ADD COLUMN contact_masked boolean NOT NULL DEFAULT false;

CREATE TABLE flagged_content (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  source text NOT NULL CHECK (source IN ('message', 'proposal', 'cv')),
  -- The message id, the proposal id or the CV's file key.
  source_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('masked', 'warned')),
  kinds text[] NOT NULL,
  -- The text as the sender wrote it (administrators only).
  original_text text NOT NULL,
  sender_id text NOT NULL,
  recipient_id text,
  channel_id text,
  job_id text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, sender_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX flagged_content_newest ON flagged_content (tenant_id, created_at DESC, id DESC);
