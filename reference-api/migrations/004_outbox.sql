-- Every e-mail the reference API sends is kept here: the development mailbox (/dev/mailbox) and the
-- e2e tests read it; with SMTP_URL set it is also delivered.

CREATE TABLE outbox (
  id          serial PRIMARY KEY,
  site_id     integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  to_email    text NOT NULL,
  language    text NOT NULL,
  kind        text NOT NULL,
  subject     text NOT NULL,
  body        text NOT NULL,
  -- The one link the mail is about (activation, reset, undo …), for tests and the mailbox page.
  link        text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_to ON outbox (lower(to_email), id DESC);
