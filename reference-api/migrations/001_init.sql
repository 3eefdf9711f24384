-- The reference API's schema: sites, members, photos, sessions, catalogues.

CREATE TABLE sites (
  id          serial PRIMARY KEY,
  domain      text NOT NULL UNIQUE,
  name        text NOT NULL,
  niche       smallint NOT NULL CHECK (niche BETWEEN 1 AND 7),
  settings    jsonb NOT NULL,
  company     jsonb NOT NULL
);

CREATE TABLE members (
  id                     serial PRIMARY KEY,
  site_id                integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  email                  text,
  password_hash          text,            -- NULL: a seed profile, cannot log in
  name                   text NOT NULL,
  birthdate              date,
  gender                 text CHECK (gender IN ('male', 'female')),
  sexuality              text CHECK (sexuality IN ('hetero', 'gay', 'lesbian', 'bi')),
  country                char(2) NOT NULL,
  region                 text,
  city                   text,
  status                 text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  user_status            text NOT NULL DEFAULT 'confirmed' CHECK (user_status IN ('confirmed', 'not_confirmed')),
  credits                integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
  paid_user              boolean NOT NULL DEFAULT false,
  fictional              boolean NOT NULL DEFAULT false,
  language               text NOT NULL DEFAULT 'en',
  signup_date            timestamptz NOT NULL DEFAULT now(),
  notifications_disabled text[] NOT NULL DEFAULT '{}',
  interests              text[] NOT NULL DEFAULT '{}',
  is_demo                boolean NOT NULL DEFAULT false,
  -- tracking record of the signup (docs/product.md#traffic-tracking)
  network text, ref text, sub1 text, sub2 text, sub3 text
);
CREATE UNIQUE INDEX members_site_email ON members (site_id, lower(email)) WHERE email IS NOT NULL;
CREATE INDEX members_site_search ON members (site_id, gender, birthdate);

CREATE TABLE photos (
  id             serial PRIMARY KEY,
  member_id      integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  filename       text NOT NULL,
  thumb_filename text NOT NULL,
  status         text NOT NULL DEFAULT 'approved' CHECK (status IN ('approved', 'pending', 'rejected')),
  is_main        boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX photos_member ON photos (member_id);
CREATE UNIQUE INDEX photos_one_main ON photos (member_id) WHERE is_main;

CREATE TABLE sessions (
  token_hash  text PRIMARY KEY,           -- sha256 of the token; the token itself is never stored
  member_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX sessions_member ON sessions (member_id);

CREATE TABLE login_attempts (
  id          serial PRIMARY KEY,
  site_id     integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  email       text NOT NULL,
  ip          text,
  succeeded   boolean NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_lookup ON login_attempts (site_id, lower(email), created_at);

CREATE TABLE interests (
  id   serial PRIMARY KEY,
  key  text NOT NULL UNIQUE
);

CREATE TABLE regions (
  id       serial PRIMARY KEY,
  country  char(2) NOT NULL,
  name     text NOT NULL,
  UNIQUE (country, name)
);
