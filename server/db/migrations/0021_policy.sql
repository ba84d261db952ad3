-- 0021: 도서관 정책연구 — the policy research centre's reports, its seminars and forums, and the
-- library's monthly statistics (visitors, loans by KDC class, new members by age group) that
-- /policy-research/lib-statistics draws. Runs unchanged on PGlite and on PostgreSQL 15+.
-- Depends on nothing but the site code. docs/api.md "Policy research and library statistics".

CREATE TABLE policy_reports (
  report_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  manage_code text NOT NULL,
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  -- BASIC 기본연구, POLICY 정책연구, COMMISSIONED 수탁연구, SURVEY 조사보고서
  kind text NOT NULL CHECK (kind IN ('BASIC', 'POLICY', 'COMMISSIONED', 'SURVEY')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  researchers text NOT NULL DEFAULT '' CHECK (char_length(researchers) <= 200),
  published_on date NOT NULL,
  pages integer NOT NULL DEFAULT 0 CHECK (pages >= 0),
  abstract text NOT NULL CHECK (char_length(abstract) BETWEEN 1 AND 1000),
  -- The summary as published: paragraphs separated by a blank line, '- ' lines a list.
  summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 8000),
  keywords text NOT NULL DEFAULT '' CHECK (char_length(keywords) <= 200),
  CHECK (extract(year FROM published_on) = year)
);
CREATE INDEX policy_reports_year_idx ON policy_reports (manage_code, published_on DESC);

-- Seminars and forums. The state (예정 / 오늘 / 종료) is the library's day against the event's
-- day, computed when asked. registration: NONE 사전 신청 없이 참석, PHONE 전화 사전 신청 until
-- registration_until, INVITED 초청 대상만.
CREATE TABLE policy_events (
  event_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  manage_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('SEMINAR', 'FORUM', 'COLLOQUIUM', 'WORKSHOP')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  event_day date NOT NULL,
  start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time text NOT NULL CHECK (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND end_time > start_time),
  place text NOT NULL CHECK (char_length(place) BETWEEN 1 AND 100),
  host text NOT NULL DEFAULT '' CHECK (char_length(host) <= 100),
  audience text NOT NULL DEFAULT '' CHECK (char_length(audience) <= 100),
  speakers text NOT NULL DEFAULT '' CHECK (char_length(speakers) <= 500),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 2000),
  registration text NOT NULL CHECK (registration IN ('NONE', 'PHONE', 'INVITED')),
  registration_until date,
  capacity integer NOT NULL DEFAULT 0 CHECK (capacity >= 0),
  contact text NOT NULL DEFAULT '' CHECK (char_length(contact) <= 50),
  -- What came of it, once held (published after the event).
  result_summary text NOT NULL DEFAULT '' CHECK (char_length(result_summary) <= 2000),
  CHECK (registration <> 'PHONE' OR (registration_until IS NOT NULL AND registration_until <= event_day))
);
CREATE INDEX policy_events_day_idx ON policy_events (manage_code, event_day DESC);

-- One figure of one month. VISITORS has no category (''); LOANS is split by KDC main class
-- ('000' … '900') and NEW_MEMBERS by age group, so a month's loans (or new members) are the sum
-- of its rows and the year's split adds up to the year's total by construction.
CREATE TABLE library_statistics (
  manage_code text NOT NULL,
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  metric text NOT NULL CHECK (metric IN ('VISITORS', 'LOANS', 'NEW_MEMBERS')),
  category text NOT NULL DEFAULT '',
  value integer NOT NULL CHECK (value >= 0),
  PRIMARY KEY (manage_code, metric, month, category),
  CHECK (
    (metric = 'VISITORS' AND category = '')
    OR (metric = 'LOANS' AND category ~ '^[0-9]00$')
    OR (metric = 'NEW_MEMBERS' AND category IN ('CHILD', 'TEEN', '20S', '30S', '40S', '50S', '60PLUS'))
  )
);
