-- 0011: cultural programs in full (docs/api.md "Programs"): who a program is for, its sessions,
-- fee, body text, waiting list and cancellation deadline; applications with their participant,
-- phone, a companion child's age, the channel they came by (web, phone, desk) and the time a
-- waiting application was promoted. Runs unchanged on PGlite and on PostgreSQL 15+.

ALTER TABLE programs
  -- CHILD 어린이, TEEN 청소년, ADULT 성인, SENIOR 어르신, FAMILY 가족, ALL 누구나.
  ADD COLUMN audience text NOT NULL DEFAULT 'ALL' CHECK (audience IN ('CHILD', 'TEEN', 'ADULT', 'SENIOR', 'FAMILY', 'ALL')),
  -- N: no application (an exhibition, a drop-in event): open to all, never applied for.
  ADD COLUMN apply_yn text NOT NULL DEFAULT 'Y' CHECK (apply_yn IN ('Y', 'N')),
  -- Places on the waiting list once the program is full; 0: no waiting list.
  ADD COLUMN wait_capacity integer NOT NULL DEFAULT 0 CHECK (wait_capacity >= 0),
  -- The last day (inclusive, library calendar) a member may cancel; NULL: the day before the first session.
  ADD COLUMN cancel_end date,
  -- Won; 0: free.
  ADD COLUMN fee integer NOT NULL DEFAULT 0 CHECK (fee >= 0),
  -- The program's page: plain paragraphs (what to bring, how it runs), shown as text.
  ADD COLUMN body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 8000),
  -- Y: the form asks the age of the child who comes along (family programs).
  ADD COLUMN companion_yn text NOT NULL DEFAULT 'N' CHECK (companion_yn IN ('Y', 'N')),
  -- The ages a companion child may have (inclusive) when companion_yn is Y.
  ADD COLUMN child_age_min integer NOT NULL DEFAULT 0 CHECK (child_age_min BETWEEN 0 AND 19),
  ADD COLUMN child_age_max integer NOT NULL DEFAULT 13 CHECK (child_age_max BETWEEN 0 AND 19),
  ADD CHECK (child_age_max >= child_age_min);

-- What programs seeded before this migration are: their audience read from the target words, the
-- exhibitions (no limit) open without application, a waiting list of a quarter of the places.
UPDATE programs SET audience = CASE
    WHEN target LIKE '%가족%' OR target LIKE '%보호자%' THEN 'FAMILY'
    WHEN target LIKE '%어린이%' OR target LIKE '%초등%' THEN 'CHILD'
    WHEN target LIKE '%청소년%' OR target LIKE '%중학%' OR target LIKE '%고등%' THEN 'TEEN'
    WHEN target LIKE '%60세%' OR target LIKE '%어르신%' THEN 'SENIOR'
    WHEN target LIKE '%성인%' THEN 'ADULT'
    ELSE 'ALL' END;
UPDATE programs SET companion_yn = 'Y' WHERE audience = 'FAMILY';
UPDATE programs SET apply_yn = 'N' WHERE capacity = 0;
UPDATE programs SET wait_capacity = GREATEST(3, capacity / 4) WHERE capacity > 0;

-- One meeting of a program: a one-day talk has one, a four-week course four. Times are instants;
-- the portal shows them in the library's zone.
CREATE TABLE program_sessions (
  program_id integer NOT NULL REFERENCES programs (program_id) ON DELETE CASCADE,
  session_no integer NOT NULL CHECK (session_no BETWEEN 1 AND 100),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  -- What this meeting covers (1회차: 스마트폰 기본 설정), or ''.
  topic text NOT NULL DEFAULT '' CHECK (char_length(topic) <= 200),
  PRIMARY KEY (program_id, session_no),
  CHECK (end_at > start_at)
);
CREATE INDEX program_sessions_time_idx ON program_sessions (start_at);

-- Sessions of programs seeded before: one per week from the first day to the last, each with the
-- first day's hours (a drop-in program without application: one session over its whole period).
INSERT INTO program_sessions (program_id, session_no, start_at, end_at)
SELECT p.program_id, 1, p.start_at, p.end_at FROM programs p
 WHERE p.apply_yn = 'N' OR p.end_at - p.start_at < interval '1 day';
INSERT INTO program_sessions (program_id, session_no, start_at, end_at)
SELECT p.program_id, (row_number() OVER (PARTITION BY p.program_id ORDER BY g))::int, g,
       g + ((p.end_at AT TIME ZONE 'Asia/Seoul')::time - (p.start_at AT TIME ZONE 'Asia/Seoul')::time)
  FROM programs p, generate_series(p.start_at, p.end_at, interval '7 days') g
 WHERE p.apply_yn = 'Y' AND p.end_at - p.start_at >= interval '1 day'
   AND (p.end_at AT TIME ZONE 'Asia/Seoul')::time > (p.start_at AT TIME ZONE 'Asia/Seoul')::time;

-- Applications by phone or at the desk have no member; the web's always have one.
ALTER TABLE program_applications
  ALTER COLUMN member_id DROP NOT NULL,
  -- WEB: a member on the portal; PHONE, DESK: taken by the library's staff.
  ADD COLUMN channel text NOT NULL DEFAULT 'WEB' CHECK (channel IN ('WEB', 'PHONE', 'DESK')),
  -- Who takes part (the member, or a family member they apply for).
  ADD COLUMN participant_name text NOT NULL DEFAULT '' CHECK (char_length(participant_name) <= 50),
  ADD COLUMN phone text NOT NULL DEFAULT '' CHECK (phone = '' OR phone ~ '^[0-9-]{9,13}$'),
  -- The companion child's age (family programs), else NULL.
  ADD COLUMN child_age integer CHECK (child_age BETWEEN 0 AND 19),
  -- When a WAITING application was given a freed place (kept as the member's note in 나의 도서관).
  ADD COLUMN promoted_at timestamptz,
  ADD CHECK (member_id IS NOT NULL OR channel <> 'WEB');
CREATE INDEX program_applications_program_idx ON program_applications (program_id, status, wait_no);
CREATE INDEX program_applications_member_idx ON program_applications (member_id, status);
