-- 0017: the library's "about" facts that are tables rather than prose (docs/api.md "About the
-- library"): its teams, its history by year, its floors with their rooms and seats, the symbol's
-- colours, the construction stages of the timelapse and the collection figures by KDC class and by
-- medium. selectaboutinfo answers them; the about pages' prose is in content_pages (words about-…).
-- The address, the phone and the rooms' hours stay in library_info / library_rooms (0009): a floor
-- room names its facts room by room_code instead of copying its hours.
-- The rows come from server/seed/about.ts. Runs unchanged on PGlite and on PostgreSQL 15+.

CREATE TABLE about_info (
  manage_code text PRIMARY KEY REFERENCES libraries (manage_code) ON DELETE CASCADE,
  -- The day the collection figures were counted.
  collection_base_date date,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE about_teams (
  manage_code text NOT NULL REFERENCES about_info (manage_code) ON DELETE CASCADE,
  team_code text NOT NULL CHECK (team_code ~ '^[A-Z][A-Z0-9_]{0,29}$'),
  sort_order integer NOT NULL DEFAULT 0,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  -- '' for the top of the chart.
  parent_code text NOT NULL DEFAULT '' CHECK (parent_code = '' OR parent_code ~ '^[A-Z][A-Z0-9_]{0,29}$'),
  head text NOT NULL DEFAULT '' CHECK (char_length(head) <= 50),
  phone text NOT NULL DEFAULT '' CHECK (phone ~ '^[0-9+() -]{0,20}$'),
  staff integer NOT NULL DEFAULT 0 CHECK (staff >= 0),
  duties text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (manage_code, team_code)
);

CREATE TABLE about_history (
  manage_code text NOT NULL REFERENCES about_info (manage_code) ON DELETE CASCADE,
  year integer NOT NULL CHECK (year BETWEEN 1900 AND 2200),
  -- 0 when only the year is known.
  month integer NOT NULL DEFAULT 0 CHECK (month BETWEEN 0 AND 12),
  sort_order integer NOT NULL DEFAULT 0,
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 500)
);
CREATE INDEX about_history_idx ON about_history (manage_code, year DESC, month DESC, sort_order);

CREATE TABLE about_floors (
  manage_code text NOT NULL REFERENCES about_info (manage_code) ON DELETE CASCADE,
  floor_code text NOT NULL CHECK (floor_code ~ '^(B[1-9]|[1-9]F)$'),
  sort_order integer NOT NULL DEFAULT 0,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 20),
  summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 300),
  PRIMARY KEY (manage_code, floor_code)
);

CREATE TABLE about_floor_rooms (
  manage_code text NOT NULL,
  floor_code text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  seats integer NOT NULL DEFAULT 0 CHECK (seats >= 0),
  -- A room of library_rooms whose hours apply ('' when none).
  room_code text NOT NULL DEFAULT '' CHECK (room_code = '' OR room_code ~ '^[A-Z][A-Z0-9_]{0,29}$'),
  hours text NOT NULL DEFAULT '' CHECK (char_length(hours) <= 100),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 300),
  FOREIGN KEY (manage_code, floor_code) REFERENCES about_floors (manage_code, floor_code) ON DELETE CASCADE
);

CREATE TABLE about_colours (
  manage_code text NOT NULL REFERENCES about_info (manage_code) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  hex text NOT NULL CHECK (hex ~ '^#[0-9A-F]{6}$'),
  rgb text NOT NULL DEFAULT '' CHECK (char_length(rgb) <= 30),
  cmyk text NOT NULL DEFAULT '' CHECK (char_length(cmyk) <= 30),
  meaning text NOT NULL DEFAULT '' CHECK (char_length(meaning) <= 300)
);

CREATE TABLE about_stages (
  manage_code text NOT NULL REFERENCES about_info (manage_code) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  stage_code text NOT NULL CHECK (stage_code IN ('site', 'foundation', 'frame', 'facade', 'open')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  period text NOT NULL DEFAULT '' CHECK (char_length(period) <= 50),
  text text NOT NULL DEFAULT '' CHECK (char_length(text) <= 500)
);

CREATE TABLE about_collection_classes (
  manage_code text NOT NULL REFERENCES about_info (manage_code) ON DELETE CASCADE,
  kdc_class text NOT NULL CHECK (kdc_class ~ '^[0-9]$'),
  volumes integer NOT NULL CHECK (volumes >= 0),
  PRIMARY KEY (manage_code, kdc_class)
);

CREATE TABLE about_collection_media (
  manage_code text NOT NULL REFERENCES about_info (manage_code) ON DELETE CASCADE,
  media_code text NOT NULL CHECK (media_code ~ '^[A-Z][A-Z0-9_]{0,29}$'),
  sort_order integer NOT NULL DEFAULT 0,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  -- NULL for printed books: their count is the sum of the KDC classes.
  count integer CHECK (count >= 0),
  unit text NOT NULL DEFAULT '' CHECK (char_length(unit) <= 10),
  PRIMARY KEY (manage_code, media_code)
);
