-- The provisions of the laws, so that a search for a topic ('theft') finds the article that defines it (the Revised
-- Penal Code's Art. 308) and not only the documents that use the word. One row per provision that has a heading of
-- its own or opens a division (packages/shared/src/document-structure/law-provisions.ts); its anchor is the id of
-- its paragraph on the document's page. The write path fills the rows of every document it writes; documents
-- stored before this table are read after start (packages/db/src/provisions/catch-up.ts), which is why each
-- document's reading is recorded with the version of the reader in document_provision_scans.
CREATE TABLE document_provisions (
  document_id   uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  position      integer NOT NULL,
  anchor        text NOT NULL,
  label         text NOT NULL,
  heading       text,
  topics        text NOT NULL DEFAULT '',
  passage       text NOT NULL,
  -- What a topic search matches: the provision's heading (A) and the captions of the divisions it opens (B).
  topic_vector  tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('ph_legal', coalesce(heading, '')), 'A') || setweight(to_tsvector('ph_legal', topics), 'B')
  ) STORED,
  PRIMARY KEY (document_id, position)
);

CREATE INDEX document_provisions_topic_idx ON document_provisions USING gin (topic_vector);

CREATE TABLE document_provision_scans (
  document_id  uuid PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  version      integer NOT NULL
);
