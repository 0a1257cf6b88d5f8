-- Announcing notifications exactly once (docs/notifications.md#live): announced_at is set by
-- whoever claims a stored notification to push it live and e-mail it, the request that made it
-- or the sweep that finds those born outside a request (the payment provider's webhooks, the
-- payout sender) or left behind by a crash between commit and delivery.
ALTER TABLE notifications ADD COLUMN announced_at timestamptz;
-- Everything stored before this migration was announced then (or never will be, by design).
UPDATE notifications SET announced_at = created_at;
CREATE INDEX notifications_unannounced ON notifications (tenant_id, created_at)
  WHERE announced_at IS NULL;
