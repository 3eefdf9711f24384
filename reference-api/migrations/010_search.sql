-- Member search, profiles, the swipe game and the match finder (decision 013).

-- The search's filters: the site and the gender (almost always given), then the country, then a
-- birthdate range (ages are turned into birthdates so the range is an index range). Partial: only
-- members who can appear at all (the same condition as visibleTo in reference-api/members.ts).
-- The order's columns ride along (INCLUDE), so choosing a page reads the index only.
CREATE INDEX members_search_country ON members (site_id, country, gender, birthdate)
  INCLUDE (id, signup_date, last_active_at, fictional) WHERE deleted_at IS NULL AND NOT invisible;
CREATE INDEX members_search_any_country ON members (site_id, gender, birthdate)
  INCLUDE (id, signup_date, last_active_at, fictional) WHERE deleted_at IS NULL AND NOT invisible;
CREATE INDEX members_search_region ON members (site_id, country, region)
  WHERE deleted_at IS NULL AND NOT invisible;

-- Photo counts of result cards (approved photos only).
CREATE INDEX photos_member_approved ON photos (member_id) WHERE status = 'approved';

-- The swipe game: every card the member decided on, once. A like also lands in `likes`; the
-- day's likes are counted here (SWIPE_LIKES_PER_DAY), so likes from a profile do not count.
CREATE TABLE swipes (
  member_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  target_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  decision    text NOT NULL CHECK (decision IN ('like', 'pass')),
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (member_id, target_id)
);
CREATE INDEX swipes_likes_by_day ON swipes (member_id, created_at) WHERE decision = 'like';
