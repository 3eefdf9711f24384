-- When a session was last used (written at most once a minute), and a way to purge expired ones.

ALTER TABLE sessions ADD COLUMN last_seen timestamptz;
UPDATE sessions SET last_seen = created_at;
ALTER TABLE sessions ALTER COLUMN last_seen SET NOT NULL;
ALTER TABLE sessions ALTER COLUMN last_seen SET DEFAULT now();
CREATE INDEX sessions_expires ON sessions (expires_at);
