-- The chat: image messages, read receipts across both sides, conversation starts, free
-- messages, sends stored exactly once, and the live events (docs/decisions/016-chat.md).

-- An image message: its files under the cdn prefix (served like photos from photo_files).
ALTER TABLE messages ADD COLUMN image_filename text, ADD COLUMN image_thumb text;
-- Both copies of one delivery (the sender's and the recipient's) share this number, so the
-- sender sees "read" when the recipient's copy is read.
CREATE SEQUENCE message_deliveries;
ALTER TABLE messages ADD COLUMN delivery_id bigint;
CREATE INDEX messages_delivery ON messages (delivery_id);
CREATE INDEX messages_unread ON messages (conversation_id) WHERE NOT from_me AND read_at IS NULL;

-- Files of image messages belong to no profile photo.
ALTER TABLE photo_files ALTER COLUMN photo_id DROP NOT NULL;

-- The conversations a member started (wrote first). Kept when the member deletes their side, so
-- deleting does not give a free member new starts.
CREATE TABLE conversation_starts (
  member_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  profile_id  integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (member_id, profile_id)
);

-- Free text messages a member has used (the site's free_messages, else FREE_MESSAGES).
ALTER TABLE members ADD COLUMN free_messages_used integer NOT NULL DEFAULT 0;

-- A send with an Idempotency-Key: the first one's answer, given again to a retry.
CREATE TABLE message_requests (
  member_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  key         text NOT NULL,
  response    jsonb,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (member_id, key)
);
CREATE INDEX message_requests_age ON message_requests (created_at);

-- Live events, kept a short while so a reconnecting stream can replay what it missed.
CREATE TABLE chat_events (
  id          bigserial PRIMARY KEY,
  member_id   integer NOT NULL,
  payload     jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_events_member ON chat_events (member_id, id);
CREATE INDEX chat_events_age ON chat_events (created_at);
