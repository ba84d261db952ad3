-- 0016: the account merge (issue 16; docs/api.md "Account merge"). Two library member records of
-- one person become one: everything of the source moves to the target in one transaction, the
-- source is closed (kept for the record, never able to log in again).

-- A closed member: merged into another (or, later, withdrawn). Closed members are invisible to
-- every lookup of member-repository (login, sessions, auto-login, links).
ALTER TABLE members ADD COLUMN closed_at timestamptz;

-- Proof that the person holding a portal session (the target's) also owns another member record
-- (the source): its password or an Any-ID sign-in linked to it. Bound to that session, short-lived,
-- spent by the merge. The value handed out is kept hashed.
CREATE TABLE merge_proofs (
  proof_hash text PRIMARY KEY CHECK (proof_hash ~ '^[0-9a-f]{64}$'),
  session_hash text NOT NULL REFERENCES member_sessions (token_hash) ON DELETE CASCADE,
  source_member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('password', 'anyid')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX merge_proofs_expiry_idx ON merge_proofs (expires_at);

-- Each merge done: who into whom, how the source was proven, the consent given (which terms, when)
-- and how many rows of each kind moved.
CREATE TABLE member_merges (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_member_id integer NOT NULL UNIQUE REFERENCES members (id) ON DELETE CASCADE,
  target_member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('password', 'anyid')),
  terms text NOT NULL CHECK (char_length(terms) BETWEEN 1 AND 200),
  agreed_at timestamptz NOT NULL,
  moved jsonb NOT NULL,
  merged_at timestamptz NOT NULL,
  CHECK (source_member_id <> target_member_id)
);
CREATE INDEX member_merges_target_idx ON member_merges (target_member_id);

-- An Any-ID sign-in may now prove the source of a merge.
ALTER TABLE oidc_transactions DROP CONSTRAINT oidc_transactions_purpose_check;
ALTER TABLE oidc_transactions ADD CONSTRAINT oidc_transactions_purpose_check CHECK (purpose IN ('login', 'sso', 'stepup', 'link', 'merge'));
