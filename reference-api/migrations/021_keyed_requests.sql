-- Every write that costs credits or money is done once per Idempotency-Key, not only messages:
-- gifts and new direct-debit codes claim their keys here too, each action in its own key space.
ALTER TABLE message_requests RENAME TO keyed_requests;
ALTER TABLE keyed_requests ADD COLUMN action text NOT NULL DEFAULT 'message';
ALTER TABLE keyed_requests DROP CONSTRAINT message_requests_pkey;
ALTER TABLE keyed_requests ADD PRIMARY KEY (member_id, action, key);
ALTER INDEX message_requests_age RENAME TO keyed_requests_age;
