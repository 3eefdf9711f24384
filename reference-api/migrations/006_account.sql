-- Account features: one-use tokens of e-mailed links (password reset, e-mail change, deletion undo)
-- and the 14-day pending deletion of an account.

CREATE TABLE account_tokens (
  token_hash  text PRIMARY KEY,           -- sha256 of the token; the token itself is only in the mail
  member_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('password_reset', 'mail_change', 'delete_undo')),
  new_email   text,                       -- mail_change: the address being confirmed
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX account_tokens_member ON account_tokens (member_id, purpose, created_at);

-- Set while the account waits out its undo window; the member is purged 14 days later.
ALTER TABLE members ADD COLUMN deleted_at timestamptz;
ALTER TABLE members ADD COLUMN delete_reason text;
ALTER TABLE members ADD COLUMN delete_remarks text;
CREATE INDEX members_deleted ON members (deleted_at) WHERE deleted_at IS NOT NULL;
