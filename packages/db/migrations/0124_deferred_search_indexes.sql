-- The search indexes a large install sets aside while it writes (packages/db/src/library/search-indexes.ts), each
-- with the statement that builds it again. A row left here means an install stopped before it could rebuild the
-- index: the next install rebuilds it.
CREATE TABLE deferred_search_indexes (
  name        text PRIMARY KEY,
  definition  text NOT NULL,
  deferred_at timestamptz NOT NULL DEFAULT now()
);
