-- 0020: rental facilities (대관·시설 예약, /our-library/core-contents/generative-ai-library/rental-facility).
-- Extends 0006's facilities with what the reservation page shows and checks (kind, place, equipment,
-- people, opening hours, the longest booking, whether members book it online), and keeps one row per
-- booked hour in facility_booking_slots, whose primary key lets no two active bookings of one room
-- share an hour: the database refuses the second (unique_violation), also under concurrent requests.
-- A trigger keeps the slots in step with the bookings, whoever writes them (the API, the seed, an
-- administrator's UPDATE). Runs unchanged on PGlite and on PostgreSQL 15+ (no extension needed).

ALTER TABLE facilities
  -- SEMINAR 세미나실, AI_STUDIO AI 창작 스튜디오, RECORDING 녹음 부스, CREATOR_LAB 크리에이터 랩,
  -- GROUP_STUDY 그룹 스터디룸, MEDIA 미디어실, OTHER.
  ADD COLUMN kind text NOT NULL DEFAULT 'OTHER'
    CHECK (kind IN ('SEMINAR', 'AI_STUDIO', 'RECORDING', 'CREATOR_LAB', 'GROUP_STUDY', 'MEDIA', 'OTHER')),
  ADD COLUMN place text NOT NULL DEFAULT '' CHECK (char_length(place) <= 100),
  ADD COLUMN summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 500),
  ADD COLUMN equipment text[] NOT NULL DEFAULT '{}',
  ADD COLUMN min_people integer NOT NULL DEFAULT 1 CHECK (min_people > 0),
  -- Bookable hours on weekdays (opens–closes) and at weekends (opens–weekend_closes).
  ADD COLUMN opens time NOT NULL DEFAULT '09:00',
  ADD COLUMN closes time NOT NULL DEFAULT '18:00',
  ADD COLUMN weekend_closes time NOT NULL DEFAULT '18:00',
  -- The longest one booking may last, in hours.
  ADD COLUMN max_hours integer NOT NULL DEFAULT 2 CHECK (max_hours BETWEEN 1 AND 12),
  -- Part of the 생성형 AI 도서관 (4층): listed on its page.
  ADD COLUMN ai_library boolean NOT NULL DEFAULT false,
  ADD COLUMN sort_order integer NOT NULL DEFAULT 0,
  -- Members book it online (the reservation page lists only these).
  ADD COLUMN bookable boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT facilities_hours CHECK (opens < closes AND opens < weekend_closes
    AND extract(minute FROM opens) = 0 AND extract(minute FROM closes) = 0 AND extract(minute FROM weekend_closes) = 0),
  ADD CONSTRAINT facilities_people CHECK (min_people <= capacity);

-- Bookings are made of whole hours (the slots).
ALTER TABLE facility_bookings
  ADD CONSTRAINT facility_bookings_whole_hours CHECK (
    extract(minute FROM start_time) = 0 AND extract(second FROM start_time) = 0
    AND extract(minute FROM end_time) = 0 AND extract(second FROM end_time) = 0);

CREATE INDEX facility_bookings_day_idx ON facility_bookings (facility_code, use_date);

-- One row per hour an active (APPLIED or APPROVED) booking holds.
CREATE TABLE facility_booking_slots (
  facility_code text NOT NULL REFERENCES facilities (facility_code) ON DELETE CASCADE,
  use_date date NOT NULL,
  slot_start time NOT NULL,
  booking_key text NOT NULL REFERENCES facility_bookings (booking_key) ON DELETE CASCADE,
  PRIMARY KEY (facility_code, use_date, slot_start)
);
CREATE INDEX facility_booking_slots_booking_idx ON facility_booking_slots (booking_key);

CREATE FUNCTION facility_booking_slots_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM facility_booking_slots WHERE booking_key = OLD.booking_key;
  END IF;
  IF NEW.status IN ('APPLIED', 'APPROVED') THEN
    INSERT INTO facility_booking_slots (facility_code, use_date, slot_start, booking_key)
    SELECT NEW.facility_code, NEW.use_date, NEW.start_time + make_interval(hours => h), NEW.booking_key
      FROM generate_series(0, (extract(epoch FROM (NEW.end_time - NEW.start_time)) / 3600)::int - 1) AS h;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER facility_bookings_slots
  AFTER INSERT OR UPDATE OF status, facility_code, use_date, start_time, end_time ON facility_bookings
  FOR EACH ROW EXECUTE FUNCTION facility_booking_slots_sync();

-- Bookings made before this migration hold their hours too (a clash among old rows keeps the first).
INSERT INTO facility_booking_slots (facility_code, use_date, slot_start, booking_key)
SELECT b.facility_code, b.use_date, b.start_time + make_interval(hours => h), b.booking_key
  FROM facility_bookings b,
       generate_series(0, (extract(epoch FROM (b.end_time - b.start_time)) / 3600)::int - 1) AS h
 WHERE b.status IN ('APPLIED', 'APPROVED')
 ORDER BY b.applied_at, b.booking_key
ON CONFLICT DO NOTHING;
