-- Notification settings, push and presence (docs/decisions/018-notifications-and-push.md).

-- A member's choices. A kind missing from `email` or `push` is on: the site's terms, accepted at
-- signup, cover every kind, and each mail carries a one-click unsubscribe.
CREATE TABLE notification_preferences (
  member_id        integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  email            jsonb NOT NULL DEFAULT '{}',
  push             jsonb NOT NULL DEFAULT '{}',
  -- How the member's country/region/city were last set: 'manual', 'geolocation' or NULL (signup).
  location_source  text CHECK (location_source IN ('manual', 'geolocation'))
);

-- What the mail system turned off: 'fbl' and 'bounce' stop all mail (kind 'all'),
-- 'listunsubscribe' the one kind whose link was used. members.notifications_disabled (the reasons,
-- as the User answer carries them) is kept equal to the distinct reasons here.
CREATE TABLE notifications_disabled (
  member_id  integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  reason     text NOT NULL CHECK (reason IN ('fbl', 'bounce', 'listunsubscribe')),
  kind       text NOT NULL,
  since      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, reason, kind)
);

-- Browsers that receive pushes. One endpoint belongs to one member at a time: a login of another
-- member on that browser moves it.
CREATE TABLE push_subscriptions (
  id          serial PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  endpoint    text NOT NULL UNIQUE,
  p256dh      text NOT NULL,
  auth        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_member ON push_subscriptions (member_id);

-- Each site's VAPID key pair (base64url); the public key is settings.push_public_key.
CREATE TABLE site_push_keys (
  site_id      integer PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  public_key   text NOT NULL,
  private_key  text NOT NULL
);

-- When each notification e-mail went out, so a rule sends once (new message: at most one per
-- conversation per 15 minutes; a reminder once per unread message).
CREATE TABLE notification_mail_log (
  member_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind        text NOT NULL,
  -- What the mail was about: a conversation, a member, a message ('' when nothing).
  subject_key text NOT NULL DEFAULT '',
  sent_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_mail_log_recent ON notification_mail_log (member_id, kind, subject_key, sent_at DESC);
