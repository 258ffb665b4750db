-- The whole library, installed from public collections (apps/worker/src/library/README.md).

-- What readers call a document ('Tañada v. Tuvera', 'Data Privacy Act of 2012'), where its text gives it; a
-- publisher's PDF; and whether the publisher has only that PDF, so the document has no text of its own (it is
-- still found by number, title and date, and its page sends the reader to the source).
ALTER TABLE documents
  ADD COLUMN short_title    text,
  ADD COLUMN pdf_url        text,
  ADD COLUMN text_at_source boolean NOT NULL DEFAULT false;

-- Every copy a document was made from. One document can arrive from both collections, twice from one collection,
-- from the starter library, a scraper or an editor: they end as one row of documents, and each copy keeps its
-- provenance here. A collection copy is identified by its file; any other copy by its page.
CREATE TABLE document_sources (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  document_id  uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  source_name  text NOT NULL,
  source_url   text,
  pdf_url      text,
  -- 'gazette' or 'lawphil' for a copy read from an installed collection, with the file's path in it.
  collection   text,
  path         text,
  added_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((collection IS NULL) = (path IS NULL))
);
CREATE INDEX document_sources_document ON document_sources (document_id);
CREATE UNIQUE INDEX document_sources_file ON document_sources (collection, path) WHERE collection IS NOT NULL;
-- Any other copy once per document, publisher and page (a re-scrape of the same page adds nothing).
CREATE UNIQUE INDEX document_sources_page ON document_sources (document_id, source_name, coalesce(source_url, ''))
  WHERE collection IS NULL;

-- The documents stored before provenance was kept: their one copy is what the row says.
INSERT INTO document_sources (document_id, source_name, source_url, added_at)
  SELECT id, coalesce(source_name, source, 'Unknown'), source_url, created_at FROM documents;

-- One row per collection: what is installed, and the install in progress.
CREATE TABLE library_collections (
  id           text PRIMARY KEY,
  status       text NOT NULL CHECK (status IN ('installing', 'installed', 'failed')),
  commit_sha   text NOT NULL,
  counts       jsonb NOT NULL DEFAULT '{}',
  error        text,
  started_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz
);

-- The installer's ledger: each collection file already read, with its checksum and what became of it. An
-- interrupted install continues after the files recorded here, and a second run of the same archive finds every
-- file recorded and changes nothing. A refused file (changed, unknown) is never recorded, so it is read again.
CREATE TABLE library_files (
  collection   text NOT NULL,
  path         text NOT NULL,
  sha256       text NOT NULL,
  outcome      text NOT NULL CHECK (outcome IN ('inserted', 'updated', 'merged', 'duplicate', 'skipped', 'part')),
  reason       text,
  document_id  uuid REFERENCES documents (id) ON DELETE SET NULL,
  recorded_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (collection, path)
);

-- Parts of a code the publisher printed over many pages, kept until every part has arrived and the code is
-- assembled into one document (the parts may come in any order, and over several runs).
CREATE TABLE library_code_parts (
  collection     text NOT NULL,
  path           text NOT NULL,
  code_citation  text NOT NULL,
  sort_key       integer[] NOT NULL,
  headings       text[] NOT NULL,
  record         jsonb NOT NULL,
  PRIMARY KEY (collection, path)
);
CREATE INDEX library_code_parts_code ON library_code_parts (code_citation);

-- Installing a collection runs on the scraping job runner as a job of its own kind.
ALTER TABLE scraping_jobs
  ADD COLUMN kind text NOT NULL DEFAULT 'scrape' CHECK (kind IN ('scrape', 'library-install'));
