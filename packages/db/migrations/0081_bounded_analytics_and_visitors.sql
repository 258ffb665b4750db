-- Anonymous traffic must not grow tables without bound.
--
-- Searches: a day keeps at most a fixed number of distinct queries (services/analytics/record-search.ts); once it
-- is reached, searches for queries not yet seen that day only add to the day's "other" counts here. Before, a
-- script sending random queries added one row per search, and the Analytics page, which groups the period's rows,
-- slowed with it.
CREATE TABLE search_days (
  day                   date PRIMARY KEY,
  distinct_queries      integer NOT NULL DEFAULT 0 CHECK (distinct_queries >= 0),
  other_searches        integer NOT NULL DEFAULT 0 CHECK (other_searches >= 0),
  other_zero_results    integer NOT NULL DEFAULT 0 CHECK (other_zero_results >= 0)
);
INSERT INTO search_days (day, distinct_queries)
  SELECT day, count(*) FROM search_query_days GROUP BY day;

-- Views: a document or an article counts once per visitor a day. A visitor is the account, or a keyed hash of the
-- address and the browser under that day's random salt (view_salts), at most a few per address, so that a
-- client changing its User-Agent header does not count again. Rows (and the salt that made them) are kept for the
-- day only: yesterday's hashes cannot be linked to anything once the salt is gone.
CREATE TABLE view_salts (
  day   date PRIMARY KEY,
  salt  text NOT NULL
);
CREATE TABLE daily_visitors (
  kind          text NOT NULL CHECK (kind IN ('document', 'article')),
  item_id       uuid NOT NULL,
  day           date NOT NULL,
  visitor_hash  text NOT NULL,
  address_hash  text NOT NULL,
  PRIMARY KEY (kind, item_id, day, visitor_hash)
);
CREATE INDEX daily_visitors_address ON daily_visitors (kind, item_id, day, address_hash);
CREATE INDEX daily_visitors_day ON daily_visitors (day);

-- The article views' own table, kept forever and keyed by a fixed secret, is replaced by daily_visitors.
DROP TABLE article_views;

-- Sent e-mails are deleted after 30 days (services/analytics/prune-analytics.ts): the lookup is by send time.
CREATE INDEX mail_outbox_sent ON mail_outbox (sent_at) WHERE status = 'sent';
