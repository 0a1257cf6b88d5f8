-- The notification centre (docs/notifications.md): per-administrator read state of the
-- notifications addressed to every administrator (recipient_id null), e-mail preferences per
-- user and kind, and the local mail outbox (used when no SMTP server is configured).

CREATE TABLE notification_reads (
  tenant_id text NOT NULL,
  notification_id text NOT NULL,
  user_id text NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, notification_id, user_id),
  FOREIGN KEY (tenant_id, notification_id) REFERENCES notifications (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);

-- An administrator notification read before this migration was read for everyone: keep it read
-- for each administrator, and let read_at mean the recipient's own state from now on.
INSERT INTO notification_reads (tenant_id, notification_id, user_id, read_at)
SELECT n.tenant_id, n.id, u.id, n.read_at
  FROM notifications n JOIN users u ON u.tenant_id = n.tenant_id AND u.role = 1
 WHERE n.recipient_id IS NULL AND n.read_at IS NOT NULL;
UPDATE notifications SET read_at = NULL WHERE recipient_id IS NULL;

CREATE INDEX notifications_unread ON notifications (tenant_id, recipient_id) WHERE read_at IS NULL;
CREATE INDEX notifications_for_admins ON notifications (tenant_id, created_at DESC)
  WHERE recipient_id IS NULL;

CREATE TABLE notification_preferences (
  tenant_id text NOT NULL,
  user_id text NOT NULL,
  kind text NOT NULL,
  -- Whether notifications of this kind are also e-mailed (no row: yes).
  email boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, kind),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE mail_outbox (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  id text NOT NULL,
  to_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  -- The whole message as the mail library built it (RFC 5322).
  raw text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX mail_outbox_recipient ON mail_outbox (tenant_id, to_email, created_at DESC);
