-- Politeness across scraping workers: one row per source host, locked (FOR UPDATE) by whichever worker process
-- sends the next request to it, and holding when the host may be asked again (the job's delay after the last
-- answer). So one host gets one request at a time and one per delay, however many workers crawl it.
-- UNLOGGED: after a crash every host is simply free.
CREATE UNLOGGED TABLE scraping_host_slots (
  host text PRIMARY KEY,
  next_allowed_at timestamptz NOT NULL DEFAULT 'epoch'
);
