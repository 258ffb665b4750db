-- Rate-limit counters shared by every API process on one PostgreSQL server (sign-in throttling, registration
-- limits): one fixed window per key. UNLOGGED: counters need no crash safety, and writing them costs no WAL.
-- The embedded database keeps its counters in the API process's memory instead.
CREATE UNLOGGED TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_reset_at ON rate_limit_counters (reset_at);
