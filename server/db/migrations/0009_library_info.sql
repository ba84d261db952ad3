-- 0009: the library's facts, kept once (docs/api.md "Library facts"): address, phone and closed-day
-- rules per site, and its rooms with their weekly hours. selectlibraryinfo answers them; the home
-- page's opening, the footer, the directions and hours pages and the assistant all read them here.
-- The rows come from server/seed/library-info.ts. Runs unchanged on PGlite and on PostgreSQL 15+.

CREATE TABLE library_info (
  manage_code text PRIMARY KEY REFERENCES libraries (manage_code) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  postal_code text NOT NULL DEFAULT '' CHECK (postal_code ~ '^([0-9]{5})?$'),
  address text NOT NULL CHECK (char_length(address) BETWEEN 1 AND 200),
  phone text NOT NULL DEFAULT '' CHECK (phone ~ '^[0-9+() -]{0,20}$'),
  fax text NOT NULL DEFAULT '' CHECK (fax ~ '^[0-9+() -]{0,20}$'),
  email text NOT NULL DEFAULT '' CHECK (email = '' OR email ~ '^[^@\s]+@[^@\s]+$'),
  -- Closed days besides the weekly closing day (which is every weekday no room opens), in words.
  closed_rules text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE library_rooms (
  manage_code text NOT NULL REFERENCES library_info (manage_code) ON DELETE CASCADE,
  room_code text NOT NULL CHECK (room_code ~ '^[A-Z][A-Z0-9_]{0,29}$'),
  sort_order integer NOT NULL DEFAULT 0,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  place text NOT NULL DEFAULT '' CHECK (char_length(place) <= 100),
  phone text NOT NULL DEFAULT '' CHECK (phone ~ '^[0-9+() -]{0,20}$'),
  PRIMARY KEY (manage_code, room_code)
);

-- A room's weekly hours: one row per weekday it opens (0 = Sunday … 6 = Saturday); a weekday
-- without a row is closed every week. Times are the library's wall clock (Asia/Seoul).
CREATE TABLE library_room_hours (
  manage_code text NOT NULL,
  room_code text NOT NULL,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  opens time NOT NULL,
  closes time NOT NULL CHECK (closes > opens),
  PRIMARY KEY (manage_code, room_code, weekday),
  FOREIGN KEY (manage_code, room_code) REFERENCES library_rooms (manage_code, room_code) ON DELETE CASCADE
);
