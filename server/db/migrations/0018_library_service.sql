-- 0018: library services (docs/api.md "Library services"): the e-resources a member reads on the
-- library's PCs, from home through the SSO hub, or anyone on the open web; and the human library
-- (휴먼라이브러리): people who tell their story as a book, their sessions and members' bookings.
-- Runs unchanged on PGlite and on PostgreSQL 15+. Depends only on members (0002).

CREATE TABLE e_resources (
  resource_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  manage_code text NOT NULL,
  -- JOURNAL 전자저널, DATABASE 학술 데이터베이스, MAGAZINE 전자잡지, KNOWLEDGE 지식정보.
  kind text NOT NULL CHECK (kind IN ('JOURNAL', 'DATABASE', 'MAGAZINE', 'KNOWLEDGE')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  provider text NOT NULL DEFAULT '' CHECK (char_length(provider) <= 100),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 20),
  origin text NOT NULL CHECK (origin IN ('국내', '국외')),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 500),
  -- ONSITE 관내 전용 (place says where), REMOTE 회원 원격 이용 (via names the SSO target),
  -- OPEN 누구나 (url is the service's own address).
  access text NOT NULL CHECK (access IN ('ONSITE', 'REMOTE', 'OPEN')),
  via text NOT NULL DEFAULT '' CHECK (via IN ('', 'ggcyber', 'ggebook')),
  place text NOT NULL DEFAULT '' CHECK (char_length(place) <= 100),
  url text NOT NULL DEFAULT '' CHECK (url = '' OR url ~ '^https://[^/]'),
  coverage text NOT NULL DEFAULT '' CHECK (char_length(coverage) <= 50),
  issn text NOT NULL DEFAULT '' CHECK (issn = '' OR issn ~ '^[0-9]{4}-[0-9]{3}[0-9X]$'),
  frequency text NOT NULL DEFAULT '' CHECK (char_length(frequency) <= 20),
  body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 4000),
  -- How to reach it: one step per line.
  steps text NOT NULL DEFAULT '' CHECK (char_length(steps) <= 2000),
  sort_order integer NOT NULL DEFAULT 0,
  CHECK ((access = 'REMOTE') = (via <> '')),
  CHECK (access <> 'ONSITE' OR place <> ''),
  CHECK (access <> 'OPEN' OR url <> '')
);
CREATE INDEX e_resources_kind_idx ON e_resources (manage_code, kind, sort_order);

CREATE TABLE human_books (
  human_book_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  manage_code text NOT NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  -- The name the person reads under: a pen name, never a private person's full name.
  narrator text NOT NULL CHECK (char_length(narrator) BETWEEN 1 AND 50),
  category text NOT NULL CHECK (category IN ('CAREER', 'LIFE', 'CHALLENGE', 'LOCAL')),
  summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 300),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 3000),
  -- What readers may ask about: one topic per line.
  topics text NOT NULL DEFAULT '' CHECK (char_length(topics) <= 1000),
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX human_books_site_idx ON human_books (manage_code, sort_order);

-- One reading: a conversation of the human book with a few readers at one time and place.
CREATE TABLE human_sessions (
  session_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  human_book_id integer NOT NULL REFERENCES human_books (human_book_id) ON DELETE CASCADE,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  place text NOT NULL CHECK (char_length(place) BETWEEN 1 AND 100),
  capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 20),
  CHECK (end_at > start_at)
);
CREATE INDEX human_sessions_book_idx ON human_sessions (human_book_id, start_at);

CREATE TABLE human_bookings (
  booking_key text PRIMARY KEY CHECK (char_length(booking_key) BETWEEN 8 AND 64),
  session_id integer NOT NULL REFERENCES human_sessions (session_id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'BOOKED' CHECK (status IN ('BOOKED', 'CANCELLED')),
  phone text NOT NULL CHECK (phone ~ '^[0-9-]{9,13}$'),
  -- What the reader would like to ask, passed to the human book beforehand (plain text).
  question text NOT NULL DEFAULT '' CHECK (char_length(question) <= 300),
  booked_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  CHECK ((status = 'CANCELLED') = (cancelled_at IS NOT NULL))
);
-- One live booking per member and session; a cancelled one may be booked again.
CREATE UNIQUE INDEX human_bookings_one_live_idx ON human_bookings (session_id, member_id) WHERE status = 'BOOKED';
CREATE INDEX human_bookings_member_idx ON human_bookings (member_id, status);
