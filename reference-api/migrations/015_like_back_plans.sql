-- A fictional profile's like back, decided when a member liked it and due a while later
-- (docs/decisions/015-likes-gifts-blocks-complaints.md): once due_at has passed, the sweep of
-- reference-api/like-backs.ts makes it a like (and a like_backs row for the match popup).
CREATE TABLE like_back_plans (
  member_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  profile_id  integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  due_at      timestamptz NOT NULL,
  PRIMARY KEY (member_id, profile_id)
);
CREATE INDEX like_back_plans_due ON like_back_plans (due_at);
