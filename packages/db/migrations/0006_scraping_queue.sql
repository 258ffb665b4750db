-- The durable work list of a scraping job: every index page and document URL a job has found, and what became
-- of it. It is the job's cursor (a restarted worker continues with the pending rows), the guarantee that a job
-- never fetches a URL twice (one row per job and URL), and the source of the job's counts.
CREATE TABLE scraping_items (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id       uuid NOT NULL REFERENCES scraping_jobs (id) ON DELETE CASCADE,
  category     text NOT NULL,
  source       text NOT NULL,
  -- The parser to use: an index kind ('decision-month', 'statute-index', …) or 'document'.
  kind         text NOT NULL,
  is_document  boolean NOT NULL,
  url          text NOT NULL,
  -- Depth in the crawl: deeper index pages are read first, so documents start flowing before all years are listed.
  depth        integer NOT NULL DEFAULT 0,
  -- What the listing said about a document (labels, date, title): the document parser may use it.
  listing      jsonb,
  state        text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed', 'skipped')),
  outcome      text CHECK (outcome IN ('inserted', 'updated', 'duplicate')),
  document_id  uuid REFERENCES documents (id) ON DELETE SET NULL,
  error        text,
  finished_at  timestamptz,
  UNIQUE (job_id, url)
);
CREATE INDEX scraping_items_next ON scraping_items (job_id, is_document DESC, depth DESC, id) WHERE state = 'pending';
CREATE INDEX scraping_items_job_category ON scraping_items (job_id, category, is_document);

-- The runner looks for claimable jobs on every poll.
CREATE INDEX scraping_jobs_claimable ON scraping_jobs (created_at) WHERE status IN ('pending', 'running');
CREATE INDEX scraping_logs_job ON scraping_logs (job_id, created_at DESC);
