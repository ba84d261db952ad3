-- 0029: issue 18 finding 7. Auto-login credentials form families: the credential a login hands out
-- starts one, each rotation (autologin) hands its successor the family and its absolute expiry,
-- and presenting a credential that was already used or revoked revokes the whole family (a copy
-- is in someone else's hands). Sessions get an absolute end that sessioncheck never moves.
ALTER TABLE device_credentials ADD COLUMN family text;
ALTER TABLE device_credentials ADD COLUMN expires_at timestamptz;
UPDATE device_credentials SET family = 'legacy-' || id::text, expires_at = created_at + interval '30 days';
ALTER TABLE device_credentials ALTER COLUMN family SET NOT NULL;
ALTER TABLE device_credentials ALTER COLUMN expires_at SET NOT NULL;
CREATE INDEX device_credentials_family_idx ON device_credentials (family);

ALTER TABLE member_sessions ADD COLUMN absolute_expires_at timestamptz;
UPDATE member_sessions SET absolute_expires_at = created_at + interval '12 hours';
ALTER TABLE member_sessions ALTER COLUMN absolute_expires_at SET NOT NULL;
ALTER TABLE member_sessions ADD COLUMN credential_family text;
CREATE INDEX member_sessions_family_idx ON member_sessions (credential_family) WHERE credential_family IS NOT NULL;
