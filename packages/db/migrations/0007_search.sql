-- Search: the name a researcher calls a document by, apart from its text.
--
-- A query that names a document ('Tanada v. Tuvera', 'Data Privacy Act') must put that document
-- first, ahead of the hundreds that merely cite it. rank_vector cannot tell them apart cheaply: its
-- weight A mixes title and citation, and a weight-restricted tsquery forces the GIN index to re-read
-- every candidate's vector. name_vector is small (title plus a statute's short title), so matching
-- it through its own GIN index is exact and ranking it costs next to nothing.
--
-- The short title is what Section 1 of most statutes declares: 'This Act shall be known as the
-- "Data Privacy Act of 2012"'. Official titles ('AN ACT PROTECTING INDIVIDUAL PERSONAL
-- INFORMATION …') rarely contain the name lawyers use.
ALTER TABLE documents ADD COLUMN name_vector tsvector GENERATED ALWAYS AS (
  to_tsvector('ph_legal', coalesce(title, '') || ' ' || coalesce(substring(
    left(coalesce(content, ''), 3000)
    FROM '(?:known|cited)(?: and cited)? as (?:the )?["“'']?([^"”''.;:\n]{3,120})'), ''))
) STORED;

CREATE INDEX documents_name_vector ON documents USING gin (name_vector);
