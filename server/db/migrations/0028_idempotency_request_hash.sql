-- 0028: issue 18 finding 5. A stored answer remembers a hash of the request's body (base64url
-- SHA-256): the same key with another body is refused (422) instead of replayed. Keys are now
-- scoped per caller in `call` (e.g. insertboard:<member id>); rows from before have no hash and
-- a call name no scoped request uses, so they are never replayed again and age out in 7 days.
ALTER TABLE idempotency_keys ADD COLUMN request_hash text;
