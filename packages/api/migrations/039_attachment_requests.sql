-- Attaching users by e-mail never reveals whether an e-mail has an account or whose it is
-- (docs/users.md#attached-users): a request is stored for the e-mail as typed, whatever it
-- names, and the two accounts are attached only once each has asked for the other.
CREATE TABLE user_attachment_requests (
  tenant_id text NOT NULL,
  owner_id text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, owner_id, email),
  FOREIGN KEY (tenant_id, owner_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  CHECK (email = lower(email))
);
CREATE INDEX user_attachment_requests_email ON user_attachment_requests (tenant_id, email);
