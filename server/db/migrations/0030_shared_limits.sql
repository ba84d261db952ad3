-- 0030: issue 19. The login throttle's failures and the rate limits' events, kept in the database
-- so that every server process on it counts together (server/http/event-window.ts). Keys name
-- what they count (e.g. 'login:pair:member1|10.0.0.7', 'rate:board:member:12'); rows older than a
-- day are deleted as decisions are made.
CREATE TABLE throttle_events (
  key text NOT NULL CHECK (char_length(key) <= 300),
  at timestamptz NOT NULL
);
CREATE INDEX throttle_events_key_at_idx ON throttle_events (key, at);
CREATE INDEX throttle_events_at_idx ON throttle_events (at);
