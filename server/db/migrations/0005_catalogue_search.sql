-- 0005: catalogue search. Normalised, gram-indexed copies of title, author and publisher, so that
-- searches of any length (one and two Hangul syllables included, which pg_trgm cannot index) are
-- served by an index: see docs/api.md "Catalogue search" and shared/design/korean-search.md.
-- Stored generated columns: filled for the existing rows here and by PostgreSQL for every row
-- inserted later, whoever inserts it. Runs unchanged on PGlite and on PostgreSQL 15+.

-- NFKC, upper-case ASCII and Latin-1 lower-cased, then only digits, Latin letters, Hangul,
-- kana and CJK ideographs kept: the same as normalise() in server/search/korean.ts. Explicit
-- lists instead of lower() and [[:punct:]], whose results depend on the database's locale.
CREATE FUNCTION book_norm(s text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT regexp_replace(
    translate(normalize(s, NFKC),
              'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ',
              'abcdefghijklmnopqrstuvwxyzàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþ'),
    '[^0-9a-zß-öø-ÿᄀ-ᇿㄱ-ㆎぁ-ゖァ-ヺー一-鿿가-힣]', '', 'g')
$$;

-- The distinct 1- and 2-character grams of a normalised string: grams() in server/search/korean.ts.
CREATE FUNCTION book_grams(norm text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT g ORDER BY g), '{}'::text[])
  FROM (
    SELECT substr(norm, i, 1) FROM generate_series(1, char_length(norm)) AS i
    UNION
    SELECT substr(norm, i, 2) FROM generate_series(1, char_length(norm) - 1) AS i
  ) AS t (g)
$$;

ALTER TABLE books
  ADD COLUMN title_norm text GENERATED ALWAYS AS (book_norm(title)) STORED,
  ADD COLUMN author_norm text GENERATED ALWAYS AS (book_norm(author)) STORED,
  ADD COLUMN publisher_norm text GENERATED ALWAYS AS (book_norm(publisher)) STORED,
  ADD COLUMN title_grams text[] GENERATED ALWAYS AS (book_grams(book_norm(title))) STORED,
  ADD COLUMN author_grams text[] GENERATED ALWAYS AS (book_grams(book_norm(author))) STORED,
  ADD COLUMN publisher_grams text[] GENERATED ALWAYS AS (book_grams(book_norm(publisher))) STORED,
  -- The ISBN without anything but its digits (and a final X), for prefix search.
  ADD COLUMN isbn_digits text GENERATED ALWAYS AS (regexp_replace(upper(isbn), '[^0-9X]', '', 'g')) STORED;

-- fastupdate off: no pending list. PGlite runs no autovacuum to merge one, and the planner costs
-- every pending page into each search, so after bulk inserts it would choose scans of the table.
CREATE INDEX books_title_grams_idx ON books USING gin (title_grams) WITH (fastupdate = off);
CREATE INDEX books_author_grams_idx ON books USING gin (author_grams) WITH (fastupdate = off);
CREATE INDEX books_publisher_grams_idx ON books USING gin (publisher_grams) WITH (fastupdate = off);
-- text_pattern_ops: LIKE 'prefix%' uses it whatever the database's collation.
CREATE INDEX books_isbn_digits_idx ON books (isbn_digits text_pattern_ops);
CREATE INDEX books_publish_year_idx ON books (publish_year DESC, acquired_at DESC, book_key);
