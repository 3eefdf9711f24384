-- Likes, gifts, blocks and complaints between members (docs/decisions/015-likes-gifts-blocks-complaints.md).

-- A gift is a message of its own: the gift's key, with an empty body or a few words.
ALTER TABLE messages ADD COLUMN gift text;

-- A fictional profile that liked a member back, for the match popup (auto-like.php): each is
-- announced once, the newest first.
CREATE TABLE like_backs (
  member_id     integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  profile_id    integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL,
  announced_at  timestamptz,
  PRIMARY KEY (member_id, profile_id)
);
CREATE INDEX like_backs_pending ON like_backs (member_id, created_at) WHERE announced_at IS NULL;

-- What members and visitors report to the operator: about a member (target_id) or in general.
CREATE TABLE complaints (
  id           serial PRIMARY KEY,
  site_id      integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  reporter_id  integer REFERENCES members(id) ON DELETE SET NULL,
  target_id    integer REFERENCES members(id) ON DELETE SET NULL,
  reason       text NOT NULL,
  text         text NOT NULL,
  email        text,
  ip           text,
  created_at   timestamptz NOT NULL
);
CREATE INDEX complaints_site ON complaints (site_id, created_at);
