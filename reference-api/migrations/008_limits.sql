-- Daily limits on everything that sends a mail or creates an account (docs/decisions/007-account.md):
-- one row per attempt, counted per member, per target address and per client IP.
CREATE TABLE rate_events (
  id          serial PRIMARY KEY,
  site_id     integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  action      text NOT NULL,
  member_id   integer,
  email       text,
  ip          text,
  created_at  timestamptz NOT NULL
);
CREATE INDEX rate_events_member ON rate_events (action, member_id, created_at);
CREATE INDEX rate_events_email ON rate_events (action, lower(email), created_at);
CREATE INDEX rate_events_ip ON rate_events (action, ip, created_at);

CREATE INDEX login_attempts_ip ON login_attempts (site_id, ip, created_at);

-- The old address hears of an e-mail change and can take it back.
ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check;
ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
  CHECK (purpose IN ('password_reset', 'mail_change', 'delete_undo', 'mail_change_undo'));
