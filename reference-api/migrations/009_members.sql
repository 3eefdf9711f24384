-- Finding and meeting members: blocks, invisible members, and when a member was last active.

-- A block hides the two members from each other in every list and refuses contact both ways.
CREATE TABLE blocks (
  blocker_id  integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  blocked_id  integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id)
);
CREATE INDEX blocks_blocked ON blocks (blocked_id);

-- Invisible members (settings: invisible mode) never appear in a search, a list or a profile.
ALTER TABLE members ADD COLUMN invisible boolean NOT NULL DEFAULT false;
-- When the member last did something (a session's request, or the seed for its profiles): the
-- "online recently" marker and the search's order read it.
ALTER TABLE members ADD COLUMN last_active_at timestamptz;
