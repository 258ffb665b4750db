-- Brings databases migrated with the first version of 0009 to what 0009 builds today.
--
-- 0009 was edited after it had shipped: its first version declared split_name_words(name text) and repeated the
-- name expression in both generated columns; the current one declares split_name_words(first, middle, last,
-- suffix). The words and word starts are the same either way, but the two kinds of database differed in their
-- functions and column expressions. Databases that ran the first version are rebuilt here; the others have
-- nothing to do. (Migration files are checksummed since, so an edit like that now stops the start.)
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
             WHERE p.proname = 'split_name_words' AND p.pronargs = 1 AND n.nspname = current_schema()) THEN
    ALTER TABLE lawyers DROP COLUMN name_word_starts, DROP COLUMN name_words;
    DROP FUNCTION split_name_words(text);
    CREATE FUNCTION split_name_words(first_name text, middle_name text, last_name text, suffix text) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $f$ SELECT array_remove(regexp_split_to_array(lower(immutable_unaccent(
        coalesce(first_name, '') || ' ' || coalesce(middle_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(suffix, ''))),
        '[^a-z0-9-]+'), '') $f$;
    ALTER TABLE lawyers
      ADD COLUMN name_words text[] GENERATED ALWAYS AS (split_name_words(first_name, middle_name, last_name, suffix)) STORED,
      ADD COLUMN name_word_starts text[] GENERATED ALWAYS AS (word_starts(split_name_words(first_name, middle_name, last_name, suffix))) STORED;
    CREATE INDEX lawyers_name_words ON lawyers USING gin (name_words) WITH (fastupdate = off);
    CREATE INDEX lawyers_name_word_starts ON lawyers USING gin (name_word_starts) WITH (fastupdate = off);
  END IF;
END
$$;
