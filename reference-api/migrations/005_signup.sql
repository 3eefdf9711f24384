-- Signup (docs/product.md#signup) and account activation links.

ALTER TABLE members ADD COLUMN signup_message text;
-- The profile a member signed up to meet (/members/{id}/signup).
ALTER TABLE members ADD COLUMN target_profile_id integer REFERENCES members(id) ON DELETE SET NULL;

CREATE TABLE activation_tokens (
  token_hash  text PRIMARY KEY,           -- sha256 of the link's token; the token itself is never stored
  member_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX activation_tokens_member ON activation_tokens (member_id);
