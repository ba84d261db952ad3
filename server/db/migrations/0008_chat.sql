-- The AI assistant (docs/api.md "AI assistant"): a member's conversations and their messages.
-- Visitors have no sessions; the answers they were given are kept (session_id and member_id
-- NULL) only so that they can be rated, and are deleted after a day.

CREATE TABLE chat_sessions (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 100),
  created_at timestamptz NOT NULL,
  last_activity_at timestamptz NOT NULL
);
CREATE INDEX chat_sessions_member_idx ON chat_sessions (member_id, last_activity_at DESC);

CREATE TABLE chat_messages (
  -- Insertion order: a question and its answer may share a timestamp.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  message_id text PRIMARY KEY CHECK (message_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  session_id text REFERENCES chat_sessions (id) ON DELETE CASCADE,
  member_id integer REFERENCES members (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL CHECK (char_length(content) <= 100000),
  -- ChatDetails of contract/chat.ts (assistant messages), else NULL.
  details jsonb,
  feedback text CHECK (feedback IN ('good', 'bad')),
  created_at timestamptz NOT NULL,
  -- A visitor's row is always an answer kept for its rating, never a question.
  CHECK (session_id IS NOT NULL OR (role = 'assistant' AND member_id IS NULL)),
  CHECK ((session_id IS NULL) = (member_id IS NULL))
);
CREATE INDEX chat_messages_session_idx ON chat_messages (session_id, seq);
-- The daily cleanup of visitors' answers.
CREATE INDEX chat_messages_visitor_idx ON chat_messages (created_at) WHERE session_id IS NULL;
