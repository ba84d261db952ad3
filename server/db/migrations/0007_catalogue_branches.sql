-- 0007: two stored helpers of catalogue search (docs/api.md "Catalogue search"), so that a search
-- reads each matching book once and computes little per row:
--   title_words   the title's words, each normalised (book_norm), for the relevance order
--                 ("one of the query's words is a whole word of the title");
--   branch_codes  the branches holding a copy of the book (sorted, no repeats), for the branch
--                 filter and the BRANCH facet, kept by triggers on holdings.
-- Runs unchanged on PGlite and on PostgreSQL 15+.

CREATE FUNCTION book_words(title text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w) FILTER (WHERE w <> ''), '{}'::text[])
  FROM (SELECT book_norm(x) FROM regexp_split_to_table(title, '\s+') AS x) AS t (w)
$$;

ALTER TABLE books
  ADD COLUMN title_words text[] GENERATED ALWAYS AS (book_words(title)) STORED,
  ADD COLUMN branch_codes text[] NOT NULL DEFAULT '{}';

-- The branches of the books whose copies a statement inserted or deleted (transition table
-- changed_copies). Writes only rows whose value changes: a loader that fills branch_codes itself
-- (server/seed/generate-books.ts) leaves no dead rows behind.
CREATE FUNCTION books_refresh_branch_codes() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE books b
     SET branch_codes = s.codes
    FROM (SELECT k.book_key,
                 coalesce((SELECT array_agg(DISTINCT h.branch_code ORDER BY h.branch_code)
                             FROM holdings h WHERE h.book_key = k.book_key), '{}'::text[]) AS codes
            FROM (SELECT DISTINCT book_key FROM changed_copies) AS k) AS s
   WHERE b.book_key = s.book_key AND b.branch_codes IS DISTINCT FROM s.codes;
  RETURN NULL;
END
$$;

-- A copy moved to another branch or book (rare): both books.
CREATE FUNCTION books_refresh_branch_codes_row() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE books b
     SET branch_codes = coalesce((SELECT array_agg(DISTINCT h.branch_code ORDER BY h.branch_code)
                                    FROM holdings h WHERE h.book_key = b.book_key), '{}'::text[])
   WHERE b.book_key IN (OLD.book_key, NEW.book_key);
  RETURN NULL;
END
$$;

CREATE TRIGGER holdings_insert_branch_codes AFTER INSERT ON holdings
  REFERENCING NEW TABLE AS changed_copies FOR EACH STATEMENT EXECUTE FUNCTION books_refresh_branch_codes();
CREATE TRIGGER holdings_delete_branch_codes AFTER DELETE ON holdings
  REFERENCING OLD TABLE AS changed_copies FOR EACH STATEMENT EXECUTE FUNCTION books_refresh_branch_codes();
CREATE TRIGGER holdings_update_branch_codes AFTER UPDATE OF book_key, branch_code ON holdings
  FOR EACH ROW WHEN (OLD.book_key IS DISTINCT FROM NEW.book_key OR OLD.branch_code IS DISTINCT FROM NEW.branch_code)
  EXECUTE FUNCTION books_refresh_branch_codes_row();

-- Copies made before this migration (a data directory that ran 0006 and its seed).
UPDATE books b
   SET branch_codes = s.codes
  FROM (SELECT book_key, array_agg(DISTINCT branch_code ORDER BY branch_code) AS codes FROM holdings GROUP BY book_key) AS s
 WHERE b.book_key = s.book_key;

-- A search matching thousands of books reads its first pages in order instead of sorting every
-- match (catalogue-repository.ts, orderedPage): titles starting with the query by this index,
-- titles with one of its words as a whole word by the next, the rest along books_publish_year_idx.
CREATE INDEX books_title_norm_idx ON books (title_norm text_pattern_ops);
CREATE INDEX books_title_words_idx ON books USING gin (title_words) WITH (fastupdate = off);
