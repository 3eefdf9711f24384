-- The sending pace counted per sender, and likes announced once (docs/decisions/016-chat.md,
-- docs/decisions/015-likes-gifts-blocks-complaints.md).

-- Each send of a member (message, image, gift) in the last minute: the pace counts these, not the
-- member's copies of their messages, which deleting a conversation removes.
CREATE TABLE member_sends (
  member_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  sent_at     timestamptz NOT NULL
);
CREATE INDEX member_sends_member ON member_sends (member_id, sent_at);

-- A like its target was told of: liking again (after taking it back, too) tells nobody again.
CREATE TABLE like_notices (
  from_id     integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  to_id       integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  PRIMARY KEY (from_id, to_id)
);
