-- 0019: the library's experiments and playground (docs/api.md "Experiments and playground"):
-- each lab's page (what it is, who, when, where, how AI is used and its limits, privacy; the
-- playground's equipment, ages, hours and rules) and the terms agreed to before applying; the
-- labs' sessions are programs (0011) marked with their lab, so applying, places, waiting lists,
-- cancelling and 나의 도서관 are the programs' own. The reading quiz's question sets about real
-- books. Runs unchanged on PGlite and on PostgreSQL 15+.

CREATE TABLE labs (
  lab_slug text PRIMARY KEY CHECK (lab_slug ~ '^[a-z][a-z0-9-]{1,39}$'),
  manage_code text NOT NULL REFERENCES libraries (manage_code) ON DELETE CASCADE,
  -- EXPERIMENT: /library-service/library-experiments/{slug}; PLAYGROUND: /library-service/library-playground/{slug}.
  lab_group text NOT NULL CHECK (lab_group IN ('EXPERIMENT', 'PLAYGROUND')),
  sort_order integer NOT NULL DEFAULT 0,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  tagline text NOT NULL DEFAULT '' CHECK (char_length(tagline) <= 200),
  summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 1000),
  -- Y: members apply for one of its sessions (apply-01/02); N: used in the page (the quiz).
  apply_yn text NOT NULL DEFAULT 'Y' CHECK (apply_yn IN ('Y', 'N')),
  -- The terms agreed to at apply-01, plain paragraphs.
  terms text NOT NULL DEFAULT '' CHECK (char_length(terms) <= 4000)
);
CREATE INDEX labs_site_idx ON labs (manage_code, lab_group, sort_order);

-- Short facts shown as a list at the top of the page (대상, 장소, 운영 시간, 장비 …).
CREATE TABLE lab_facts (
  lab_slug text NOT NULL REFERENCES labs (lab_slug) ON DELETE CASCADE,
  sort_order integer NOT NULL,
  label text NOT NULL CHECK (char_length(label) BETWEEN 1 AND 30),
  value text NOT NULL CHECK (char_length(value) BETWEEN 1 AND 300),
  PRIMARY KEY (lab_slug, sort_order)
);

-- The page's sections: a heading and plain paragraphs; lines starting with '- ' are a list.
CREATE TABLE lab_sections (
  lab_slug text NOT NULL REFERENCES labs (lab_slug) ON DELETE CASCADE,
  sort_order integer NOT NULL,
  heading text NOT NULL CHECK (char_length(heading) BETWEEN 1 AND 60),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 4000),
  PRIMARY KEY (lab_slug, sort_order)
);

-- A program that is a session of a lab (NULL: an ordinary program).
ALTER TABLE programs ADD COLUMN lab_slug text REFERENCES labs (lab_slug) ON DELETE SET NULL;
CREATE INDEX programs_lab_idx ON programs (lab_slug, start_at) WHERE lab_slug IS NOT NULL;

-- The reading quiz: sets of four-choice questions, each about a book the library holds.
CREATE TABLE quiz_sets (
  set_id text PRIMARY KEY CHECK (set_id ~ '^[a-z][a-z0-9-]{1,39}$'),
  manage_code text NOT NULL REFERENCES libraries (manage_code) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 500),
  -- Who it suits, in words (초등 3학년 이상, 청소년·성인 …).
  audience text NOT NULL DEFAULT '' CHECK (char_length(audience) <= 60)
);

CREATE TABLE quiz_questions (
  set_id text NOT NULL REFERENCES quiz_sets (set_id) ON DELETE CASCADE,
  question_no integer NOT NULL CHECK (question_no BETWEEN 1 AND 50),
  question text NOT NULL CHECK (char_length(question) BETWEEN 1 AND 300),
  choices text[] NOT NULL CHECK (cardinality(choices) = 4),
  -- 1-based index of the right choice.
  answer integer NOT NULL CHECK (answer BETWEEN 1 AND 4),
  explanation text NOT NULL CHECK (char_length(explanation) BETWEEN 1 AND 600),
  -- The book the question is about, as the catalogue holds it (the page links to it).
  book_title text NOT NULL CHECK (char_length(book_title) BETWEEN 1 AND 200),
  book_author text NOT NULL DEFAULT '' CHECK (char_length(book_author) <= 100),
  PRIMARY KEY (set_id, question_no)
);
