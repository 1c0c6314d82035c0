-- pg_trgm ranks the closest canonical header or standard for a raw spelling (origin suggestions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- New datasheets draw their DSNO from it (modules/datasheet/datasheets.ts).
CREATE SEQUENCE IF NOT EXISTS datasheet_dsno_seq;
--> statement-breakpoint
-- The pieces an n-gram index keeps of a text (apps/server/src/engine/ngrams.ts): every character and every
-- pair of neighbours of the lower-cased text. IMMUTABLE so an index can hold them; lower() is what ILIKE
-- compares with, so a row ILIKE finds always holds every piece its search asks for.
CREATE OR REPLACE FUNCTION engine_ngrams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT string_to_array(l, NULL)
         || ARRAY(SELECT substr(l, i, 2) FROM generate_series(1, char_length(l) - 1) AS i)
  FROM lower(t) AS l
$$;
--> statement-breakpoint
-- The pieces a row must hold to contain the search text: its pairs of neighbours, or the one character.
CREATE OR REPLACE FUNCTION engine_ngram_query(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT CASE WHEN char_length(l) < 2 THEN string_to_array(l, NULL)
              ELSE ARRAY(SELECT substr(l, i, 2) FROM generate_series(1, char_length(l) - 1) AS i) END
  FROM lower(t) AS l
$$;
