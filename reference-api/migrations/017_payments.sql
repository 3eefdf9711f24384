-- Money (docs/decisions/017-payments.md): payments through the sandbox provider, stored cards,
-- discount codes and their uses, SEPA direct debit mandates and the SMS outbox. Every amount is an
-- integer in the currency's minor unit.

-- The secret the provider signs its webhook calls with (HMAC-SHA256), one per site; never answered
-- by any endpoint.
ALTER TABLE sites ADD COLUMN webhook_secret text NOT NULL
  DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');

-- Set by the operator: the member may not pay by direct debit.
ALTER TABLE members ADD COLUMN directdebit_blocked boolean NOT NULL DEFAULT false;

-- The sandbox provider's own books (what a Mollie account holds): the API reads a payment's state
-- from here, never from a parameter of the member's.
CREATE TABLE psp_payments (
  id            text PRIMARY KEY,
  site_id       integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  amount        integer NOT NULL CHECK (amount >= 0),
  currency      char(3) NOT NULL,
  method        text NOT NULL,
  bank          text,
  description   text NOT NULL,
  status        text NOT NULL DEFAULT 'open'
                CHECK (status IN ('open', 'pending', 'paid', 'failed', 'canceled', 'expired')),
  redirect_url  text,
  webhook_url   text,
  card_brand    text,
  card_last4    text,
  card_expires  text,
  created_at    timestamptz NOT NULL,
  -- An open payment nobody finishes expires then.
  expires_at    timestamptz NOT NULL,
  -- A direct debit: the bank confirms it then.
  settles_at    timestamptz
);

CREATE TABLE discount_codes (
  id                  serial PRIMARY KEY,
  site_id             integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  code                text NOT NULL,
  kind                text NOT NULL DEFAULT 'code' CHECK (kind IN ('code', 'time_bonus', 'welcome', 'delete_offer')),
  country             char(2),
  -- A code made for one member (the account-deletion offer's).
  member_id           integer REFERENCES members(id) ON DELETE CASCADE,
  expires_at          timestamptz,
  -- The discount in hundredths of a percent (2500 = 25 %).
  percent_hundredths  integer NOT NULL CHECK (percent_hundredths BETWEEN 1 AND 10000),
  currency            char(3),
  minimum_order_value integer CHECK (minimum_order_value >= 0),
  validity            text NOT NULL CHECK (validity IN ('once-per-user', 'unlimited')),
  paymentmethods      text[] NOT NULL DEFAULT '{}',
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX discount_codes_site_code ON discount_codes (site_id, upper(code));
CREATE UNIQUE INDEX discount_codes_delete_offer ON discount_codes (member_id) WHERE kind = 'delete_offer';

CREATE TABLE payments (
  id                  serial PRIMARY KEY,
  site_id             integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  member_id           integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- The Idempotency-Key of the request that started it: the same key starts no second payment.
  idempotency_key     text,
  -- The provider's id (tr_…); null until the provider holds it (a mandate waiting for its SMS code).
  provider_id         text UNIQUE,
  package             text NOT NULL,
  credits             integer NOT NULL CHECK (credits > 0),
  method              text NOT NULL,
  bank                text,
  country             char(2) NOT NULL,
  currency            char(3) NOT NULL,
  list_amount         integer NOT NULL CHECK (list_amount >= 0),
  amount              integer NOT NULL CHECK (amount >= 0),
  transaction_fee     integer NOT NULL CHECK (transaction_fee >= 0),
  discount_code_id    integer REFERENCES discount_codes(id) ON DELETE SET NULL,
  discount_code       text,
  discount_percentage text,
  status              text NOT NULL DEFAULT 'open'
                      CHECK (status IN ('open', 'pending', 'completed', 'failed', 'cancelled')),
  created_at          timestamptz NOT NULL,
  completed_at        timestamptz,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX payments_member ON payments (member_id, created_at DESC);

-- A once-per-user code held by one payment of the member: the primary key lets two tabs paying at
-- once hold it once. Released when that payment fails or is cancelled.
CREATE TABLE discount_code_uses (
  code_id     integer NOT NULL REFERENCES discount_codes(id) ON DELETE CASCADE,
  member_id   integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  payment_id  integer NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  PRIMARY KEY (code_id, member_id)
);
CREATE INDEX discount_code_uses_payment ON discount_code_uses (payment_id);

-- The card of the member's last completed card payment, for repeat orders (the provider keeps the
-- card itself; the API only what it shows).
CREATE TABLE stored_cards (
  member_id   integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  brand       text NOT NULL,
  last4       char(4) NOT NULL,
  expires     text NOT NULL,
  created_at  timestamptz NOT NULL
);

-- A SEPA direct debit mandate waiting for (or confirmed by) its SMS code. Only the code's SHA-256
-- is kept.
CREATE TABLE directdebit_mandates (
  id              serial PRIMARY KEY,
  site_id         integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  member_id       integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  payment_id      integer NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  account_holder  text NOT NULL,
  iban            text NOT NULL,
  street          text NOT NULL,
  house_number    text NOT NULL,
  zip             text NOT NULL,
  city            text NOT NULL,
  phone           text NOT NULL,
  code_hash       text NOT NULL,
  code_expires_at timestamptz NOT NULL,
  wrong_codes     integer NOT NULL DEFAULT 0,
  confirmed_at    timestamptz,
  created_at      timestamptz NOT NULL
);
CREATE INDEX directdebit_mandates_member ON directdebit_mandates (member_id);

-- Every SMS the API sends, kept like the e-mail outbox (the development mailbox and the e2e tests
-- read it); the sending limits per member, number and IP count these rows.
CREATE TABLE sms_outbox (
  id          serial PRIMARY KEY,
  site_id     integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  member_id   integer REFERENCES members(id) ON DELETE SET NULL,
  to_phone    text NOT NULL,
  ip          text NOT NULL,
  kind        text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX sms_outbox_member ON sms_outbox (member_id, created_at);
CREATE INDEX sms_outbox_phone ON sms_outbox (to_phone, created_at);
CREATE INDEX sms_outbox_ip ON sms_outbox (ip, created_at);
