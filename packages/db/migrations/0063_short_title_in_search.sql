-- The short title a collection's reader found in the text ('Data Privacy Act of 2012', 'Tañada v. Tuvera', migration
-- 0062) joins the search: it is the name researchers type. For a statute it is its short name when given (the
-- patterns of document_short_name in 0020 stay the fallback); for a decision it is added to the document's own name
-- and to its ranked fields, beside the parties the caption gives (party_vector).

CREATE OR REPLACE FUNCTION documents_search_vectors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.rank_vector :=
    setweight(to_tsvector('ph_legal', coalesce(NEW.title, '') || ' ' || coalesce(NEW.short_title, '')), 'A') ||
    setweight(to_tsvector('ph_legal', coalesce(NEW.citation, '') || ' ' || coalesce(NEW.gr_number, '')), 'A') ||
    setweight(to_tsvector('ph_legal', coalesce(NEW.petitioner, '') || ' ' || coalesce(NEW.respondent, '') || ' ' ||
                                      coalesce(NEW.subject, '') || ' ' || coalesce(NEW.ponente, '')), 'B') ||
    setweight(to_tsvector('ph_legal', coalesce(NEW.summary, '')), 'B') ||
    setweight(to_tsvector('ph_legal', left(coalesce(NEW.content, ''), 4000)), 'C');
  NEW.body_vector :=
    to_tsvector('ph_legal', coalesce(NEW.title, '') || ' ' || coalesce(NEW.short_title, '') || ' ' ||
                            coalesce(NEW.citation, '') || ' ' || coalesce(NEW.summary, '') || ' ' ||
                            coalesce(NEW.content, ''));
  NEW.short_name := CASE WHEN document_is_decision(NEW.document_type) THEN NULL
                         ELSE coalesce(nullif(btrim(NEW.short_title), ''),
                                       document_short_name(NEW.document_type, NEW.title, NEW.citation, NEW.content)) END;
  NEW.short_vector := to_tsvector('ph_legal', NEW.short_name);
  NEW.name_vector := to_tsvector('ph_legal', coalesce(NEW.title, '') || ' ' ||
                                             coalesce(NEW.short_name, NEW.short_title, ''));
  NEW.party_vector := document_party_vector(NEW.document_type, NEW.title);
  RETURN NEW;
END
$$;

DROP TRIGGER documents_search_vectors ON documents;
CREATE TRIGGER documents_search_vectors
  BEFORE INSERT OR UPDATE OF title, short_title, document_type, citation, gr_number, petitioner, respondent, subject,
    ponente, summary, content
  ON documents FOR EACH ROW EXECUTE FUNCTION documents_search_vectors();
