-- Extensions and the text-search configuration used by every search column.
--
-- pg_trgm: fuzzy and substring matching on names (lawyer roll, titles).
-- unaccent: 'pena' must find 'PEÑA', 'tanada' must find 'Tañada'.
-- Both ship with PostgreSQL's contrib and with PGlite (loaded by the client).

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE (it reads its dictionary by name), so it cannot appear in
-- an index expression or a generated column. This wrapper names the dictionary explicitly,
-- which makes the result depend on its input alone.
CREATE OR REPLACE FUNCTION immutable_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;

-- 'ph_legal': English stemming after removing accents, so 'Tañada', 'TANADA' and 'tanada'
-- produce the same lexeme and 'decisions' matches 'decision'.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'ph_legal') THEN
    CREATE TEXT SEARCH CONFIGURATION ph_legal (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION ph_legal
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
END
$$;

-- array_to_string() is STABLE in general (element output functions may depend on settings);
-- for text[] it depends on its input alone, which lets tags take part in a generated search vector.
CREATE OR REPLACE FUNCTION immutable_join(items text[], separator text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(items, separator) $$;
