-- 0002: members, server sessions, device credentials for auto-login, single sign-on tokens and
-- logout codes. Runs unchanged on PGlite and on PostgreSQL 15+.
--
-- No bearer secret is ever stored: session tokens, device credentials, SSO tokens and logout codes
-- are kept as the hex SHA-256 of the value handed out, so a copy of the database lets nobody in.
-- Passwords are scrypt hashes (`scrypt$N$r$p$salt$hash`, server/auth/password.ts).

CREATE TABLE members (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL UNIQUE CHECK (char_length(user_id) BETWEEN 1 AND 50),
  password_hash text NOT NULL CHECK (password_hash LIKE 'scrypt$%'),
  -- Opaque random keys: user_key is what the client sends as user_key, rec_key is _REC_KEY_
  -- (the SSO logout key). Neither is derived from anything else about the member.
  user_key text NOT NULL UNIQUE CHECK (char_length(user_key) BETWEEN 16 AND 64),
  rec_key text NOT NULL UNIQUE CHECK (char_length(rec_key) BETWEEN 16 AND 64),
  -- Printed as the card barcode: 14 digits (code set C) or another form such as GG-2025-0042.
  user_no text NOT NULL UNIQUE CHECK (char_length(user_no) BETWEEN 1 AND 32),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  gender text NOT NULL DEFAULT '' CHECK (gender IN ('M', 'F', '')),
  birth_date date,
  user_class text NOT NULL DEFAULT '' CHECK (char_length(user_class) <= 30),
  sms_use_yn text NOT NULL DEFAULT 'N' CHECK (sms_use_yn IN ('Y', 'N')),
  email text NOT NULL DEFAULT '' CHECK (char_length(email) <= 100),
  h_zipcode text NOT NULL DEFAULT '' CHECK (char_length(h_zipcode) <= 10),
  handphone text NOT NULL DEFAULT '' CHECK (char_length(handphone) <= 20),
  h_addr1 text NOT NULL DEFAULT '' CHECK (char_length(h_addr1) <= 200),
  mailing_use_yn text NOT NULL DEFAULT 'N' CHECK (mailing_use_yn IN ('Y', 'N')),
  -- The member's home library; not necessarily a site this server hosts, so no foreign key.
  lib_code text NOT NULL DEFAULT '' CHECK (lib_code ~ '^[0-9]{0,10}$'),
  -- Y: Gyeonggi residency verified (certAdminYn); needed for the reading-point service.
  cert_admin_yn text NOT NULL DEFAULT 'N' CHECK (cert_admin_yn IN ('Y', 'N')),
  -- Y: linked with the partner service welaa (getwelaasyncinfo SYNC_YN).
  welaa_sync_yn text NOT NULL DEFAULT 'N' CHECK (welaa_sync_yn IN ('Y', 'N')),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Login ids are matched without regard to case, so two ids may not differ only in case.
CREATE UNIQUE INDEX members_user_id_lower_idx ON members (lower(user_id));

-- One row per logged-in browser; the GGLIB_SESSION cookie holds the token. The row's expires_at
-- is what counts (sessioncheck slides it), not the cookie's Max-Age.
CREATE TABLE member_sessions (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  is_pwa boolean NOT NULL DEFAULT false
);
CREATE INDEX member_sessions_member_idx ON member_sessions (member_id);
CREATE INDEX member_sessions_expiry_idx ON member_sessions (expires_at);

-- Revocable credentials for one-time auto-login at app start; each use rotates the credential.
CREATE TABLE device_credentials (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  device_name text NOT NULL DEFAULT '' CHECK (char_length(device_name) <= 100),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX device_credentials_member_idx ON device_credentials (member_id);

-- Single-use tokens for the sister services (target = the service) and the one-time proof that
-- gyeonggissoinfo hands out for ggpoint (target = 'ggpoint-proof').
CREATE TABLE sso_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  target text NOT NULL CHECK (target IN ('ggcyber', 'ggdelivery', 'ggebook', 'ggpoint', 'ggpoint-proof')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sso_tokens_expiry_idx ON sso_tokens (expires_at);

-- Logout codes the cyber library hands back to the portal (/cyber-sso-logout?code=), resolved
-- once by getencryptcode into the member's rec_key.
CREATE TABLE sso_logout_codes (
  code_hash text PRIMARY KEY CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sso_logout_codes_expiry_idx ON sso_logout_codes (expires_at);
