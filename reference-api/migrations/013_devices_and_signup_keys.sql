-- Devices a member has logged in with: the web tier's device cookie, of which only the SHA-256 is
-- kept. The login's per-account slowing and the reset limits tell the owner from a stranger by them.
CREATE TABLE known_devices (
  member_id    integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  device_hash  text NOT NULL,
  last_seen    timestamptz NOT NULL,
  PRIMARY KEY (member_id, device_hash)
);

-- Whether a login attempt came from a device known to the account it named.
ALTER TABLE login_attempts ADD COLUMN known_device boolean NOT NULL DEFAULT false;

-- A signup's Idempotency-Key: the same form submitted again answers the account the first made.
CREATE TABLE signup_requests (
  site_id     integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  key         text NOT NULL,
  email       text NOT NULL,
  member_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (site_id, key, email)
);
