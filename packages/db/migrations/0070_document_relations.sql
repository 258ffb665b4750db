-- Statute status (packages/db/src/relations/README.md): what each text does to other laws, read from its words.
-- One row per law and kind a document names: it amends (or expands) it, repeals (or revokes) it, or, for a
-- decision, declares it unconstitutional. The other side ("amended by", "repealed by", "declared unconstitutional
-- by") is the same row read from its target.
CREATE TABLE document_relations (
  id           bigserial PRIMARY KEY,
  source_id    uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('amends', 'repeals', 'declaresUnconstitutional')),
  -- The law as cited ('Republic Act No. 7610'), kept when it is not in the library (or is deleted later: the target
  -- is then set null and the row falls back to its citation).
  canonical    text NOT NULL,
  cited_kind   text NOT NULL,
  lookup_keys  text[] NOT NULL,
  cited_date   date,
  cited_year   smallint,
  target_id    uuid REFERENCES documents (id) ON DELETE SET NULL,
  -- 'Section 21', 'Article 26'; empty when the text names the whole law.
  provisions   text[] NOT NULL DEFAULT '{}',
  -- Only part of the law ('insofar as inconsistent', provisions named): 'Repealed in part by …'.
  partial      boolean NOT NULL DEFAULT false,
  -- The sentence (or title) that says it.
  context      text NOT NULL,
  position     integer NOT NULL,
  -- The source's date and type, copied so that a target's "amended by" page is read from this table's index alone.
  source_date  date,
  UNIQUE (source_id, kind, canonical)
);

-- "Amended by", "Repealed by" of a law, newest first.
CREATE INDEX document_relations_target ON document_relations (target_id, kind, source_date DESC NULLS LAST)
  WHERE target_id IS NOT NULL;
-- The back-fill: a law arriving after the laws that amend it finds them by its key (a statute's citation has one key;
-- the first is indexed on its own, as document_citations does, migration 0060).
CREATE INDEX document_relations_first_key ON document_relations ((lookup_keys[1]));
