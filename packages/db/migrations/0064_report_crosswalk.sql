-- Report citations resolved (packages/db/src/citator/crosswalk/README.md). Philippine decisions cite each other
-- mostly by report page ('136 SCRA 27', '63 Phil. 139'); no free source says which decision a page is, so the
-- library learns it from its own texts.

-- What the citator now keeps of each citation: the report pages printed with a docket ('G.R. No. L-63915, April 24,
-- 1985, 136 SCRA 27': evidence that 136 SCRA 27 is that decision), the case name printed before it ('Tañada v.
-- Tuvera': evidence where no docket was printed), and the sentence it stands in, for "how cited" (at most about
-- 300 characters; context_start and context_end mark the citation in it). Filled as the citator reads each text
-- again (its version moves to 2).
ALTER TABLE document_citations
  ADD COLUMN report_keys    text[] NOT NULL DEFAULT '{}',
  ADD COLUMN cited_name     text,
  ADD COLUMN context        text,
  ADD COLUMN context_start  smallint,
  ADD COLUMN context_end    smallint;

-- The crosswalk: one row per report page the library has evidence about. A page is mapped to the one decision the
-- evidence names; pages whose evidence disagrees, or which an administrator removed, stay unmapped and are listed
-- for review. An administrator's decision (confirmed, changed, removed) outlives every later mining.
CREATE TABLE report_pages (
  key          text PRIMARY KEY,
  series       text NOT NULL CHECK (series IN ('SCRA', 'PHIL', 'OG')),
  volume       integer NOT NULL,
  page         integer NOT NULL,
  document_id  uuid REFERENCES documents (id) ON DELETE SET NULL,
  state        text NOT NULL CHECK (state IN ('mapped', 'conflict', 'unmapped')),
  -- How the mapping was found: a docket printed beside the page, the case name within the volume's dates, or an
  -- administrator.
  method       text CHECK (method IN ('parallel', 'name', 'admin')),
  -- Citing documents whose evidence names the mapped decision, and whose evidence names another.
  support      integer NOT NULL DEFAULT 0,
  dissent      integer NOT NULL DEFAULT 0,
  -- Every candidate with its support and a few citing documents: [{ documentId, method, support, citing: [ids] }].
  evidence     jsonb NOT NULL DEFAULT '[]',
  decision     text CHECK (decision IN ('confirmed', 'changed', 'removed')),
  decided_by   uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at   timestamptz,
  mined_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_pages_document ON report_pages (document_id) WHERE document_id IS NOT NULL;
-- The review list: conflicts first, then mappings on thin or disputed evidence.
CREATE INDEX report_pages_review ON report_pages (state, support) WHERE decision IS NULL;
