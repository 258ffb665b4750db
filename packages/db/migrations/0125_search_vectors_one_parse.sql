-- The text of a document is turned into search words once, not twice. Until now the trigger parsed the opening of
-- the text (its first 4,000 characters, for rank_vector's weight C) and then the whole text again (body_vector):
-- on the whole library the opening is about a third of what is parsed, and parsing is most of a write's work in
-- the database (to_tsvector was 46 % of the database's CPU during an install). Now the opening and the rest are
-- parsed apart and joined: tsvector || shifts the right side's positions past the left side's last one, so phrase
-- searches across the seam still match. The opening ends at the end of the word that straddles character 4,000,
-- so no word is cut in two (before, rank_vector could hold the cut half of one word).
CREATE OR REPLACE FUNCTION documents_search_vectors() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  body text := coalesce(NEW.content, '');
  opening_length integer := 4000;
  opening tsvector;
BEGIN
  IF length(body) > opening_length THEN
    opening_length := opening_length + length(substring(substr(body, opening_length + 1, 200) from '^\S*'));
  END IF;
  opening := to_tsvector('ph_legal', left(body, opening_length));
  NEW.rank_vector :=
    setweight(to_tsvector('ph_legal', coalesce(NEW.title, '') || ' ' || coalesce(NEW.short_title, '')), 'A') ||
    setweight(to_tsvector('ph_legal', coalesce(NEW.citation, '') || ' ' || coalesce(NEW.gr_number, '')), 'A') ||
    setweight(to_tsvector('ph_legal', coalesce(NEW.petitioner, '') || ' ' || coalesce(NEW.respondent, '') || ' ' ||
                                      coalesce(NEW.subject, '') || ' ' || coalesce(NEW.ponente, '')), 'B') ||
    setweight(to_tsvector('ph_legal', coalesce(NEW.summary, '')), 'B') ||
    setweight(opening, 'C');
  NEW.body_vector :=
    to_tsvector('ph_legal', coalesce(NEW.title, '') || ' ' || coalesce(NEW.short_title, '') || ' ' ||
                            coalesce(NEW.citation, '') || ' ' || coalesce(NEW.summary, '')) ||
    opening ||
    CASE WHEN length(body) > opening_length
         THEN to_tsvector('ph_legal', substr(body, opening_length + 1)) ELSE ''::tsvector END;
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
