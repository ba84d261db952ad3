-- 0013: exhibitions and their works, reading clubs (members' 독서동아리 and the library's own
-- 독서공동체) with meetings and applications, the 경기 북페스티벌 (places, programme, booths), and
-- members' reading reviews. Runs unchanged on PGlite and on PostgreSQL 15+. Depends only on
-- members (0002) and books (0003). docs/api.md "Exhibitions and reading culture".

CREATE TABLE exhibitions (
  exhibition_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  manage_code text NOT NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  subtitle text NOT NULL DEFAULT '' CHECK (char_length(subtitle) <= 200),
  place text NOT NULL DEFAULT '' CHECK (char_length(place) <= 100),
  start_date date NOT NULL,
  end_date date NOT NULL,
  summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 300),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 4000),
  organizer text NOT NULL DEFAULT '' CHECK (char_length(organizer) <= 100),
  hours text NOT NULL DEFAULT '' CHECK (char_length(hours) <= 100),
  poster_url text NOT NULL DEFAULT '' CHECK (poster_url = '' OR poster_url ~ '^/[^/]'),
  CHECK (end_date >= start_date)
);
CREATE INDEX exhibitions_period_idx ON exhibitions (manage_code, start_date DESC);

CREATE TABLE exhibition_works (
  work_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  exhibition_id integer NOT NULL REFERENCES exhibitions (exhibition_id) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  artist text NOT NULL DEFAULT '' CHECK (char_length(artist) <= 100),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 100),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 1000),
  image_url text NOT NULL DEFAULT '' CHECK (image_url = '' OR image_url ~ '^/[^/]')
);
CREATE INDEX exhibition_works_idx ON exhibition_works (exhibition_id, sort_order);

-- CLUB: a members' 독서동아리; LIBRARY: the library's own 독서공동체 programme. member_base counts
-- the members who joined before this system (the founders): applications add to it.
CREATE TABLE reading_clubs (
  club_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  manage_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('CLUB', 'LIBRARY')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 300),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 4000),
  schedule text NOT NULL DEFAULT '' CHECK (char_length(schedule) <= 100),
  place text NOT NULL DEFAULT '' CHECK (char_length(place) <= 100),
  leader text NOT NULL DEFAULT '' CHECK (char_length(leader) <= 50),
  target text NOT NULL DEFAULT '' CHECK (char_length(target) <= 100),
  book_title text NOT NULL DEFAULT '' CHECK (char_length(book_title) <= 200),
  book_author text NOT NULL DEFAULT '' CHECK (char_length(book_author) <= 100),
  member_base integer NOT NULL DEFAULT 0 CHECK (member_base >= 0),
  capacity integer NOT NULL CHECK (capacity > 0),
  recruit_start date NOT NULL,
  recruit_end date NOT NULL,
  CHECK (recruit_end >= recruit_start),
  CHECK (member_base <= capacity)
);
CREATE INDEX reading_clubs_kind_idx ON reading_clubs (manage_code, kind, name);

CREATE TABLE reading_club_meetings (
  meeting_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  club_id integer NOT NULL REFERENCES reading_clubs (club_id) ON DELETE CASCADE,
  meet_date date NOT NULL,
  start_time text NOT NULL DEFAULT '' CHECK (start_time = '' OR start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  topic text NOT NULL DEFAULT '' CHECK (char_length(topic) <= 200),
  book_title text NOT NULL DEFAULT '' CHECK (char_length(book_title) <= 200),
  book_author text NOT NULL DEFAULT '' CHECK (char_length(book_author) <= 100)
);
CREATE INDEX reading_club_meetings_idx ON reading_club_meetings (club_id, meet_date);

CREATE TABLE reading_club_applications (
  apply_key text PRIMARY KEY CHECK (apply_key ~ '^[A-Za-z0-9_-]{1,40}$'),
  club_id integer NOT NULL REFERENCES reading_clubs (club_id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  phone text NOT NULL CHECK (char_length(phone) <= 20),
  motivation text NOT NULL DEFAULT '' CHECK (char_length(motivation) <= 500),
  status text NOT NULL DEFAULT 'APPLIED' CHECK (status IN ('APPLIED', 'CANCELLED')),
  applied_at timestamptz NOT NULL DEFAULT now()
);
-- One live application per member and club: a duplicate is refused by the rule and by the index.
CREATE UNIQUE INDEX reading_club_applications_once_idx ON reading_club_applications (club_id, member_id) WHERE status = 'APPLIED';
CREATE INDEX reading_club_applications_member_idx ON reading_club_applications (member_id, applied_at DESC);

CREATE TABLE festivals (
  festival_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  manage_code text NOT NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  theme text NOT NULL DEFAULT '' CHECK (char_length(theme) <= 200),
  start_date date NOT NULL,
  end_date date NOT NULL,
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 4000),
  poster_url text NOT NULL DEFAULT '' CHECK (poster_url = '' OR poster_url ~ '^/[^/]'),
  CHECK (end_date >= start_date)
);

CREATE TABLE festival_places (
  place_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  festival_id integer NOT NULL REFERENCES festivals (festival_id) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 300)
);

CREATE TABLE festival_events (
  event_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  festival_id integer NOT NULL REFERENCES festivals (festival_id) ON DELETE CASCADE,
  event_date date NOT NULL,
  start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time text NOT NULL CHECK (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  place text NOT NULL DEFAULT '' CHECK (char_length(place) <= 100),
  category text NOT NULL DEFAULT '' CHECK (char_length(category) <= 20),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 1000)
);
CREATE INDEX festival_events_idx ON festival_events (festival_id, event_date, start_time);

CREATE TABLE festival_booths (
  booth_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  festival_id integer NOT NULL REFERENCES festivals (festival_id) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  zone text NOT NULL DEFAULT '' CHECK (char_length(zone) <= 50),
  category text NOT NULL DEFAULT '' CHECK (char_length(category) <= 20),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 300)
);

-- Members' reviews; writer_name is kept for reviews of the seed whose writers are not members.
CREATE TABLE reading_reviews (
  review_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  manage_code text NOT NULL,
  member_id integer REFERENCES members (id) ON DELETE SET NULL,
  writer_name text NOT NULL CHECK (char_length(writer_name) BETWEEN 1 AND 50),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  book_title text NOT NULL CHECK (char_length(book_title) BETWEEN 1 AND 200),
  book_author text NOT NULL DEFAULT '' CHECK (char_length(book_author) <= 100),
  book_key text REFERENCES books (book_key) ON DELETE SET NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 4000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reading_reviews_idx ON reading_reviews (manage_code, created_at DESC, review_id DESC);
CREATE INDEX reading_reviews_member_idx ON reading_reviews (member_id, created_at);
