-- 0015: OpenID Connect sign-in (issue 16): the simulated identity providers this server runs
-- (경기도 통합인증 Any-ID, naver, google under /idp/<name>), the portal's relying party (/oidc/*),
-- and the links between a provider's account and a library member. Runs unchanged on PGlite and
-- on PostgreSQL 15+. Bearer values handed to a browser (state, tickets) are kept as SHA-256 hex.

-- ---------------------------------------------------------------------------------------------
-- The providers' side (server/idp). Each provider is its own authority; they share the database
-- only because they run in this process (like the certification provider of 0014).

-- What oidc-provider keeps (sessions, interactions, grants, codes, tokens …): its Adapter's
-- payloads, per provider and model, each with its expiry. Rows past expires_at are never read and
-- are deleted as new ones are written.
CREATE TABLE oidc_payloads (
  provider text NOT NULL CHECK (provider ~ '^[a-z]{2,20}$'),
  model text NOT NULL CHECK (char_length(model) BETWEEN 1 AND 60),
  id text NOT NULL CHECK (char_length(id) BETWEEN 1 AND 200),
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (provider, model, id)
);
CREATE INDEX oidc_payloads_grant_idx ON oidc_payloads (provider, grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (provider, model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_user_code_idx ON oidc_payloads (provider, model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payloads_expiry_idx ON oidc_payloads (expires_at);

-- The people each provider knows (its own accounts, with its own passwords): the seed's demo
-- accounts. subject is the stable, never reassigned `sub` of the provider's ID tokens.
CREATE TABLE idp_accounts (
  provider text NOT NULL CHECK (provider ~ '^[a-z]{2,20}$'),
  subject text NOT NULL CHECK (subject ~ '^[A-Za-z0-9_-]{8,64}$'),
  login_id text NOT NULL CHECK (char_length(login_id) BETWEEN 3 AND 100),
  password_hash text NOT NULL CHECK (password_hash LIKE 'scrypt$%'),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  email text NOT NULL DEFAULT '' CHECK (char_length(email) <= 100),
  -- Digits only; the step-up's one-time code is "sent" here.
  phone text NOT NULL DEFAULT '' CHECK (phone ~ '^[0-9]{0,11}$'),
  birthdate date,
  gender text NOT NULL DEFAULT '' CHECK (gender IN ('M', 'F', '')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE UNIQUE INDEX idp_accounts_login_idx ON idp_accounts (provider, lower(login_id));

-- ---------------------------------------------------------------------------------------------
-- The portal's side (server/identity/oidc-client.ts, server/routes/oidc.ts).

-- One sign-in the portal started: state (hashed: the browser carries it), nonce and PKCE verifier
-- (sent to the provider later), what it is for and where the person goes afterwards. Spent by
-- the callback that finishes it, whatever the outcome.
CREATE TABLE oidc_transactions (
  state_hash text PRIMARY KEY CHECK (state_hash ~ '^[0-9a-f]{64}$'),
  provider text NOT NULL CHECK (provider ~ '^[a-z]{2,20}$'),
  purpose text NOT NULL CHECK (purpose IN ('login', 'sso', 'stepup', 'link')),
  nonce text NOT NULL CHECK (char_length(nonce) BETWEEN 20 AND 100),
  code_verifier text NOT NULL CHECK (char_length(code_verifier) BETWEEN 43 AND 128),
  return_to text NOT NULL CHECK (char_length(return_to) BETWEEN 1 AND 1000),
  -- The acr asked for ('' = none) and max_age (NULL = none): the answer must meet them.
  acr text NOT NULL DEFAULT '' CHECK (char_length(acr) <= 10),
  max_age integer CHECK (max_age IS NULL OR max_age >= 0),
  -- For a step-up or a link: the portal session that asked (its token's hash).
  session_hash text CHECK (session_hash IS NULL OR session_hash ~ '^[0-9a-f]{64}$'),
  -- The browser that started it (hash of its GGLIB_OIDC_BROWSER cookie): a callback arriving in
  -- another browser (a login CSRF with someone else's code and state) finds no transaction.
  browser_hash text NOT NULL CHECK (browser_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX oidc_transactions_expiry_idx ON oidc_transactions (expires_at);

-- A provider's account linked to a library member: one member per provider account, and one
-- provider account per member and provider.
CREATE TABLE account_links (
  provider text NOT NULL CHECK (provider ~ '^[a-z]{2,20}$'),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 255),
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- The provider's name for the person when linked (shown in the member's list of links).
  display_name text NOT NULL DEFAULT '' CHECK (char_length(display_name) <= 100),
  linked_at timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE UNIQUE INDEX account_links_member_idx ON account_links (provider, member_id);

-- What a finished sign-in hands the page through its address: a one-time ticket. 'login' is
-- traded (by the browser holding the session it names) for the login answer; 'unlinked' stands
-- for a verified provider account no member has yet, for the link or join that follows.
-- session_hash names the browser a ticket belongs to: the portal session's token hash for
-- 'login', the hash of the binding cookie (GGLIB_OIDC_BIND) for 'unlinked'.
CREATE TABLE oidc_tickets (
  ticket_hash text PRIMARY KEY CHECK (ticket_hash ~ '^[0-9a-f]{64}$'),
  kind text NOT NULL CHECK (kind IN ('login', 'unlinked')),
  provider text NOT NULL CHECK (provider ~ '^[a-z]{2,20}$'),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 255),
  member_id integer REFERENCES members (id) ON DELETE CASCADE,
  session_hash text CHECK (session_hash IS NULL OR session_hash ~ '^[0-9a-f]{64}$'),
  display_name text NOT NULL DEFAULT '' CHECK (char_length(display_name) <= 100),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX oidc_tickets_expiry_idx ON oidc_tickets (expires_at);

-- A portal session that began with a provider's sign-in: which account, the ID token (the hint
-- of the provider's logout), the level it was signed in at and when a step-up last raised it.
CREATE TABLE oidc_sessions (
  session_hash text PRIMARY KEY REFERENCES member_sessions (token_hash) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider ~ '^[a-z]{2,20}$'),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 255),
  id_token text NOT NULL CHECK (char_length(id_token) <= 8000),
  acr text NOT NULL DEFAULT '' CHECK (char_length(acr) <= 10),
  auth_time timestamptz,
  stepped_up_at timestamptz
);
