-- Alerts: a reader follows a search or a document and gets a daily or weekly digest of what is new
-- (packages/db/src/alerts/README.md has the flow).
--
-- A search alert keeps the query as typed (shown back to its owner) and what the matcher needs: the text for
-- websearch_to_tsquery and the citation keys the library's search derives from it, and the library's filters as
-- columns. A document alert names the document followed; if that document is deleted the alert stays (its label
-- says what it followed) and finds nothing more.
CREATE TABLE alerts (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id         uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('search', 'document')),
  frequency       text NOT NULL CHECK (frequency IN ('daily', 'weekly')),
  label           text NOT NULL,
  query           text CHECK (char_length(query) <= 500),
  search_text     text,
  citation_keys   text[] NOT NULL DEFAULT '{}',
  document_types  text[],
  year            smallint,
  court           text,
  court_level     text,
  law_category    text,
  document_id     uuid REFERENCES documents (id) ON DELETE SET NULL,
  document_slug   text,
  -- 'paused': no digest is made for it (its owner paused it, or followed an unsubscribe link).
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  paused_at       timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- The end of the window its last run looked at (documents that arrived up to then were considered).
  last_run_at     timestamptz,
  next_run_at     timestamptz NOT NULL,
  CHECK (kind <> 'search' OR query IS NOT NULL),
  CHECK (kind <> 'document' OR document_slug IS NOT NULL)
);
CREATE INDEX alerts_due ON alerts (next_run_at) WHERE status = 'active';
CREATE INDEX alerts_owner ON alerts (user_id, created_at);
CREATE INDEX alerts_document ON alerts (document_id) WHERE document_id IS NOT NULL;

-- One e-mail per account per run. Its unsubscribe link carries a random token made when the message is rendered;
-- only its SHA-256 is kept, here, and it does nothing but pause the account's alerts.
CREATE TABLE alert_digests (
  id                      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id                 uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at              timestamptz NOT NULL DEFAULT now(),
  unsubscribe_token_hash  text UNIQUE,
  unsubscribed_at         timestamptz
);
CREATE INDEX alert_digests_owner ON alert_digests (user_id);

-- What each alert has found, once: a document is news to an alert one time only, whichever run finds it. The
-- dashboard's "last matches" read it too.
CREATE TABLE alert_matches (
  alert_id         uuid NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  document_id      uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  digest_id        uuid NOT NULL REFERENCES alert_digests (id) ON DELETE CASCADE,
  -- Which source of news found it: 'search' (a search alert's words and filters), 'cites' (a new decision citing a
  -- followed document); later sources add their own name.
  reason           text NOT NULL,
  citing_sentence  text,
  found_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (alert_id, document_id)
);
CREATE INDEX alert_matches_digest ON alert_matches (digest_id);
CREATE INDEX alert_matches_recent ON alert_matches (alert_id, found_at DESC);
