-- A photo upload's Idempotency-Key (docs/decisions/008-profile-and-photos.md): the same upload
-- asked for again after its answer was lost is answered without a second photo.
CREATE TABLE photo_requests (
  member_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  key         text NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (member_id, key)
);
CREATE INDEX photo_requests_age ON photo_requests (created_at);
