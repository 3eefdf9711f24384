-- Test mode only: a member's own clock, ahead of the API's by offset_ms. Every rule about the
-- member (sessions, limits, tokens, the time bonus, due like-backs, the 14-day undo) reads the
-- API's clock plus this offset, so a test moves one member's time without moving anyone else's
-- (docs/architecture.md, "Tests and CI"). Only the /dev tools write it; no row means real time.
CREATE TABLE member_clocks (
  member_id  integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  offset_ms  bigint NOT NULL CHECK (offset_ms >= 0)
);
