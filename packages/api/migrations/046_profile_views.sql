-- Profile views (docs/users.md#profile-views): one row per signed-in viewer, freelancer and UTC
-- day, so a viewer counts once a day however often they open the profile.

CREATE TABLE profile_views (
  tenant_id text NOT NULL,
  freelancer_id text NOT NULL,
  viewer_id text NOT NULL,
  day date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (tenant_id, freelancer_id, day, viewer_id),
  FOREIGN KEY (tenant_id, freelancer_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, viewer_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
);
