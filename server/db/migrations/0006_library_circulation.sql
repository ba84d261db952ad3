-- 0006: copies per branch (holdings), circulation (loans, reservations), members' hope-book
-- requests and interested books, program applications and facility bookings, and the discovery
-- lists (curations, bestseller lists, recommendation lists). Runs unchanged on PGlite and on
-- PostgreSQL 15+. Branch codes are those of contract/branches.ts.
--
-- books.loan_code stays the book's summary: 'OK' when any copy is on the shelf. Whoever changes a
-- holding's loan_code updates it in the same transaction (server/repositories/holdings-repository.ts).

CREATE TABLE holdings (
  holding_key text PRIMARY KEY CHECK (holding_key ~ '^[A-Za-z0-9_-]{1,40}$'),
  book_key text NOT NULL REFERENCES books (book_key) ON DELETE CASCADE,
  branch_code text NOT NULL CHECK (branch_code ~ '^[A-Z]{1,10}$'),
  reg_no text NOT NULL UNIQUE CHECK (char_length(reg_no) BETWEEN 1 AND 20),
  call_no text NOT NULL DEFAULT '' CHECK (char_length(call_no) <= 100),
  shelf_loc_desc text NOT NULL DEFAULT '' CHECK (char_length(shelf_loc_desc) <= 100),
  -- OK 비치중, LOAN 대출중, HOLD 예약도서 보관중, PROC 정리중.
  loan_code text NOT NULL DEFAULT 'OK' CHECK (loan_code IN ('OK', 'LOAN', 'HOLD', 'PROC'))
);
CREATE INDEX holdings_book_idx ON holdings (book_key, branch_code);
CREATE INDEX holdings_branch_idx ON holdings (branch_code, book_key);

-- Current loans (return_date NULL) and returned ones. member_id NULL: a loan by someone who is not
-- a member of this demo (kept for the popular-books ranking only).
CREATE TABLE loans (
  loan_key text PRIMARY KEY CHECK (loan_key ~ '^[A-Za-z0-9_-]{1,40}$'),
  member_id integer REFERENCES members (id) ON DELETE SET NULL,
  holding_key text NOT NULL REFERENCES holdings (holding_key) ON DELETE CASCADE,
  book_key text NOT NULL REFERENCES books (book_key) ON DELETE CASCADE,
  loan_date date NOT NULL,
  due_date date NOT NULL,
  return_date date,
  renew_count integer NOT NULL DEFAULT 0 CHECK (renew_count >= 0),
  CHECK (due_date >= loan_date),
  CHECK (return_date IS NULL OR return_date >= loan_date)
);
-- At most one open loan per copy.
CREATE UNIQUE INDEX loans_open_holding_idx ON loans (holding_key) WHERE return_date IS NULL;
CREATE INDEX loans_member_idx ON loans (member_id, return_date, due_date);
CREATE INDEX loans_date_idx ON loans (loan_date, book_key);

-- Members' penalties: no borrowing or reserving until suspended_until (inclusive).
CREATE TABLE member_suspensions (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  suspended_until date NOT NULL
);

CREATE TABLE reservations (
  reserve_key text PRIMARY KEY CHECK (reserve_key ~ '^[A-Za-z0-9_-]{1,40}$'),
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  book_key text NOT NULL REFERENCES books (book_key) ON DELETE CASCADE,
  branch_code text NOT NULL CHECK (branch_code ~ '^[A-Z]{1,10}$'),
  reserved_at timestamptz NOT NULL DEFAULT now(),
  -- WAIT in the queue; READY a copy is held (pickup_until); CANCELLED; DONE borrowed.
  status text NOT NULL DEFAULT 'WAIT' CHECK (status IN ('WAIT', 'READY', 'CANCELLED', 'DONE')),
  pickup_until date,
  cancelled_at timestamptz
);
-- One active reservation per member and book.
CREATE UNIQUE INDEX reservations_active_idx ON reservations (member_id, book_key) WHERE status IN ('WAIT', 'READY');
CREATE INDEX reservations_book_idx ON reservations (book_key, status, reserved_at);

-- 희망도서 신청: a book the member asks the library to buy (or another copy of a held one).
CREATE TABLE wishes (
  wish_key text PRIMARY KEY CHECK (wish_key ~ '^[A-Za-z0-9_-]{1,40}$'),
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  author text NOT NULL DEFAULT '' CHECK (char_length(author) <= 100),
  publisher text NOT NULL DEFAULT '' CHECK (char_length(publisher) <= 100),
  publish_year text NOT NULL DEFAULT '' CHECK (publish_year ~ '^([0-9]{4})?$'),
  isbn text NOT NULL DEFAULT '' CHECK (isbn ~ '^([0-9]{9}[0-9X]|[0-9]{13})?$'),
  book_key text REFERENCES books (book_key) ON DELETE SET NULL,
  branch_code text NOT NULL CHECK (branch_code ~ '^[A-Z]{1,10}$'),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  status text NOT NULL DEFAULT 'APPLIED' CHECK (status IN ('APPLIED', 'ORDERED', 'ARRIVED', 'REJECTED', 'CANCELLED')),
  status_note text NOT NULL DEFAULT '' CHECK (char_length(status_note) <= 300),
  applied_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wishes_member_idx ON wishes (member_id, applied_at DESC);

-- 관심도서.
CREATE TABLE interests (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  book_key text NOT NULL REFERENCES books (book_key) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, book_key)
);

CREATE TABLE program_applications (
  apply_key text PRIMARY KEY CHECK (apply_key ~ '^[A-Za-z0-9_-]{1,40}$'),
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  program_id integer NOT NULL REFERENCES programs (program_id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'APPLIED' CHECK (status IN ('APPLIED', 'WAITING', 'ATTENDED', 'CANCELLED')),
  wait_no integer NOT NULL DEFAULT 0 CHECK (wait_no >= 0),
  applied_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX program_applications_active_idx ON program_applications (member_id, program_id) WHERE status <> 'CANCELLED';

CREATE TABLE facilities (
  facility_code text PRIMARY KEY CHECK (facility_code ~ '^[A-Za-z0-9_-]{1,40}$'),
  manage_code text NOT NULL REFERENCES libraries (manage_code) ON DELETE CASCADE,
  branch_code text NOT NULL CHECK (branch_code ~ '^[A-Z]{1,10}$'),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  capacity integer NOT NULL CHECK (capacity > 0)
);

CREATE TABLE facility_bookings (
  booking_key text PRIMARY KEY CHECK (booking_key ~ '^[A-Za-z0-9_-]{1,40}$'),
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  facility_code text NOT NULL REFERENCES facilities (facility_code) ON DELETE CASCADE,
  use_date date NOT NULL,
  start_time time NOT NULL,
  end_time time NOT NULL,
  people integer NOT NULL CHECK (people > 0),
  purpose text NOT NULL DEFAULT '' CHECK (char_length(purpose) <= 200),
  status text NOT NULL DEFAULT 'APPLIED' CHECK (status IN ('APPLIED', 'APPROVED', 'USED', 'CANCELLED', 'REJECTED')),
  status_note text NOT NULL DEFAULT '' CHECK (char_length(status_note) <= 300),
  applied_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time > start_time)
);
CREATE INDEX facility_bookings_member_idx ON facility_bookings (member_id, use_date DESC);

-- Discovery lists.
CREATE TABLE curations (
  token text PRIMARY KEY CHECK (token ~ '^[a-z0-9-]{1,60}$'),
  manage_code text NOT NULL REFERENCES libraries (manage_code) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 500),
  body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 8000),
  source text NOT NULL CHECK (source IN ('library', '31link')),
  sigungu text NOT NULL DEFAULT '' CHECK (char_length(sigungu) <= 10),
  image_url text NOT NULL DEFAULT '' CHECK (image_url = '' OR image_url ~ '^/[^/]'),
  published_at date NOT NULL,
  -- N: a draft, not listed.
  publish_yn text NOT NULL DEFAULT 'Y' CHECK (publish_yn IN ('Y', 'N'))
);
CREATE INDEX curations_site_idx ON curations (manage_code, published_at DESC);

CREATE TABLE curation_books (
  token text NOT NULL REFERENCES curations (token) ON DELETE CASCADE,
  book_key text NOT NULL REFERENCES books (book_key) ON DELETE CASCADE,
  sort integer NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  PRIMARY KEY (token, book_key)
);

CREATE TABLE bestseller_lists (
  manage_code text NOT NULL REFERENCES libraries (manage_code) ON DELETE CASCADE,
  list_id text NOT NULL CHECK (list_id ~ '^[0-9]{4}-[0-9]{2}$'),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  source text NOT NULL DEFAULT '' CHECK (char_length(source) <= 200),
  PRIMARY KEY (manage_code, list_id)
);

CREATE TABLE bestseller_books (
  manage_code text NOT NULL,
  list_id text NOT NULL,
  rank integer NOT NULL CHECK (rank >= 1),
  book_key text NOT NULL REFERENCES books (book_key) ON DELETE CASCADE,
  PRIMARY KEY (manage_code, list_id, rank),
  FOREIGN KEY (manage_code, list_id) REFERENCES bestseller_lists (manage_code, list_id) ON DELETE CASCADE
);

CREATE TABLE recommend_lists (
  manage_code text NOT NULL REFERENCES libraries (manage_code) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('local', 'others', 'climate', 'gyeonggi', 'collection')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 1000),
  PRIMARY KEY (manage_code, kind)
);

CREATE TABLE recommend_books (
  manage_code text NOT NULL,
  kind text NOT NULL,
  book_key text NOT NULL REFERENCES books (book_key) ON DELETE CASCADE,
  sort integer NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  PRIMARY KEY (manage_code, kind, book_key),
  FOREIGN KEY (manage_code, kind) REFERENCES recommend_lists (manage_code, kind) ON DELETE CASCADE
);

-- kdc prefix filter (class browse) without a scan.
CREATE INDEX books_kdc_idx ON books (kdc_class text_pattern_ops);
