-- Library health (Admin → Citator): the share of extracted citations that resolve, by form, and the most-cited
-- citations that resolve to nothing (the documents the library lacks). Counting them reads every row of
-- document_citations (about a million on the whole library), too slow for a page load, so the figures are taken
-- after each build of the report crosswalk (which runs whenever the library changes: an install, a scraping job,
-- `npm run citations:rebuild`) or when an administrator asks, and kept here: one row, the latest figures.
CREATE TABLE library_health (
  id           boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- { byForm: [{ form, citations, resolved, unnameable }], missing: [{ form, kind, canonical, citing }] }
  figures      jsonb NOT NULL,
  computed_at  timestamptz NOT NULL DEFAULT now(),
  duration_ms  integer NOT NULL
);
