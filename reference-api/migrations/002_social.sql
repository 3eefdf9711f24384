-- Conversations, messages and likes: what the navigation counts and later the chat and likes pages use.

CREATE TABLE conversations (
  id          serial PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  profile_id  integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, profile_id)
);

CREATE TABLE messages (
  id               serial PRIMARY KEY,
  conversation_id  integer NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  from_me          boolean NOT NULL,          -- sent by the conversation's member
  body             text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  read_at          timestamptz
);
CREATE INDEX messages_conversation ON messages (conversation_id, created_at);

CREATE TABLE likes (
  from_id     integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  to_id       integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  seen        boolean NOT NULL DEFAULT false,   -- like_new = NOT seen, for the liked member
  PRIMARY KEY (from_id, to_id)
);
CREATE INDEX likes_to ON likes (to_id);
