-- Video calls (docs/video.md): call rooms, who is invited to each, and each tenant's video
-- settings (the key that signs room tokens, made on first use, and optional ICE servers).

CREATE TABLE video_settings (
  tenant_id text PRIMARY KEY REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  -- Random bytes (base64url) that sign this tenant's room tokens; VIDEO_TOKEN_SECRET is mixed in.
  signing_secret text,
  -- The tenant's STUN/TURN servers ([{urls, username?, credential?} | {urls, sharedSecret}]);
  -- null: the deployment's (VIDEO_ICE_SERVERS, VIDEO_TURN_URLS).
  ice_servers jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE video_rooms (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id) ON DELETE CASCADE,
  -- The room name: random, part of the call link and of every token.
  id text NOT NULL,
  -- `channel:<id>` or `job:<id>`: one open room per topic, reused while it is open.
  topic text,
  job_id text,
  channel_id text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Moved on by every start; after it the room is closed (no tokens).
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, created_by) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, job_id) REFERENCES jobs (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, channel_id) REFERENCES channels (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX video_rooms_topic ON video_rooms (tenant_id, topic) WHERE topic IS NOT NULL;

CREATE TABLE video_room_participants (
  tenant_id text NOT NULL,
  room_id text NOT NULL,
  user_id text NOT NULL,
  invited_by text NOT NULL,
  invited_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (tenant_id, room_id, user_id),
  FOREIGN KEY (tenant_id, room_id) REFERENCES video_rooms (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX video_room_participants_user ON video_room_participants (tenant_id, user_id, invited_at DESC);
