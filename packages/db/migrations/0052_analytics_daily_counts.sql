-- What the back-office's Analytics page charts, recorded as daily counts rather than one row per event: a search or
-- a document view is one upsert of a narrow row, and the tables grow with the number of distinct queries and viewed
-- documents per day, not with traffic. Days are Philippine days (Asia/Manila), the platform's audience.
-- New accounts and claims are not recorded here: users.created_at and lawyer_claims.created_at already say when.
--
-- Retention: rows older than 400 days are deleted by the API process (services/analytics/prune-analytics.ts), so the
-- tables stay bounded; the page looks back at most 90 days, the rest is a year-on-year margin.

-- One row per normalised query per day (lower case, single spaces; see services/analytics/record-search.ts).
CREATE TABLE search_query_days (
  day                   date NOT NULL,
  query                 text NOT NULL CHECK (char_length(query) BETWEEN 1 AND 200),
  searches              integer NOT NULL DEFAULT 0 CHECK (searches >= 0),
  -- How many of those searches found nothing, and what the latest one found: a query that found nothing once,
  -- before a document arrived, is told apart from one that still finds nothing.
  zero_result_searches  integer NOT NULL DEFAULT 0 CHECK (zero_result_searches >= 0),
  last_result_count     integer NOT NULL DEFAULT 0 CHECK (last_result_count >= 0),
  PRIMARY KEY (day, query)
);

-- One row per viewed document per day; documents.view_count stays the all-time total the library sorts by.
CREATE TABLE document_view_days (
  day          date NOT NULL,
  document_id  uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  views        integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  PRIMARY KEY (day, document_id)
);
-- For the cascade when a document is deleted.
CREATE INDEX document_view_days_document ON document_view_days (document_id);

-- The per-day charts of new accounts and new claims read these by date range.
CREATE INDEX users_created_at ON users (created_at);
CREATE INDEX lawyer_claims_created_at ON lawyer_claims (created_at);
