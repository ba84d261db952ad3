-- 0004: push devices (spec §3 "Push device") and the idempotency keys of replayed writes.
-- Runs unchanged on PGlite and on PostgreSQL 15+.

-- One browser (or app) that may receive push messages. fcm_token keeps the spec's name; here it
-- is the Web Push subscription as the JSON text the client sends (endpoint and keys), or another
-- platform's opaque token, which this server stores but cannot send to.
CREATE TABLE push_devices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  manage_code text NOT NULL CHECK (manage_code ~ '^[0-9]{1,10}$'),
  fcm_token text NOT NULL UNIQUE CHECK (char_length(fcm_token) BETWEEN 1 AND 2000),
  -- The push service address parsed from a subscription token; NULL for any other token.
  endpoint text CHECK (endpoint ~ '^https?://'),
  platform text NOT NULL CHECK (platform IN ('Android', 'Ios', 'Web')),
  -- NULL: a guest's device. The device goes with its member.
  member_id integer REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_devices_member_idx ON push_devices (member_id);
CREATE INDEX push_devices_endpoint_idx ON push_devices (endpoint);

-- The first answer to a write sent with an Idempotency-Key header, replayed for a repeat of the
-- same key on the same call. response_status NULL: the first request is still being handled.
CREATE TABLE idempotency_keys (
  key text NOT NULL CHECK (key ~ '^[A-Za-z0-9_-]{8,100}$'),
  call text NOT NULL CHECK (char_length(call) BETWEEN 1 AND 100),
  response_status integer CHECK (response_status BETWEEN 200 AND 299),
  response_body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key, call)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
