-- A document's long values (its text, its HTML and its full-text vector) are compressed with lz4 where the server
-- has it. The default (pglz) was the single largest cost of writing a decision after the search vectors: measured on
-- 2,566 LawPhil decisions of 1990-1992, storing their texts took 1.9-2.6 s with pglz and 1.0-1.4 s with lz4, and
-- reading them back 0.88 s against 0.47 s, for 10 % more space. Values already stored keep their compression until
-- they are written again. The embedded database (PGlite) is built without lz4: there the columns stay as they are.
DO $$
BEGIN
  ALTER TABLE documents
    ALTER COLUMN content SET COMPRESSION lz4,
    ALTER COLUMN html_content SET COMPRESSION lz4,
    ALTER COLUMN body_vector SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 compression is not available on this server; documents keep the default compression';
END
$$;
