-- The secret each site signs its notification e-mails' unsubscribe links with (HMAC-SHA256,
-- docs/decisions/018-notifications-and-push.md#notification-e-mails); never answered by any endpoint.
-- Kept in the database so links keep working across restarts and API processes.
ALTER TABLE sites ADD COLUMN mail_secret text NOT NULL
  DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');

-- The reminder sweep looks for unread incoming messages.
CREATE INDEX messages_unread_incoming ON messages (created_at) WHERE read_at IS NULL AND NOT from_me;

-- Extra headers of a mail (List-Unsubscribe and List-Unsubscribe-Post of notification e-mails),
-- kept with it and handed to SMTP.
ALTER TABLE outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}';
