-- Names of laws and cases as researchers type them (apps/api/src/services/search/README.md).
--
-- A search for 'Comprehensive Dangerous Drugs Act' or 'Manila Prince Hotel v. GSIS' names one document. Until now
-- name_vector held the title plus whatever followed the first 'known as' in the opening, for every kind of document:
-- a decision quoting 'Republic Act No. 9165, otherwise known as the Comprehensive Dangerous Drugs Act of 2002', or an
-- act amending the Labor Code, got the statute's name as its own, and with a shorter name it ranked above the statute.
-- Now:
--   short_name    a statute's own name: the short title its opening declares ('This Act shall be known as …', 'The
--                 short title of this Act shall be …'), else a name in brackets after its title ('(Revised Penal
--                 Code)'), else a title of ten words or fewer ('THE FAMILY CODE OF THE PHILIPPINES'); a
--                 constitution's citation ('1987 Constitution of the Republic of the Philippines'). NULL for decisions.
--   short_vector  its lexemes: the search tells a whole name ('Data Privacy Act', all but the year) from a word of it.
--   name_vector   title + short_name: only the document's own name.
--   party_vector  a decision's first petitioner (weight A) and first respondent (weight B), each with its initials
--                 ('GOVERNMENT SERVICE INSURANCE SYSTEM' also 'gsis'): 'X v. Y' matches X among the first parties
--                 and Y among the second, the way case names are cited.
-- The trigger of 0013 computes them with the other vectors; existing rows are filled here without re-parsing bodies.

ALTER TABLE documents
  ADD COLUMN short_name text,
  ADD COLUMN short_vector tsvector,
  ADD COLUMN party_vector tsvector;

CREATE FUNCTION document_is_decision(document_type text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(document_type, '') ~* 'decision' $$;

CREATE FUNCTION document_short_name(document_type text, title text, citation text, content text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT CASE
    WHEN document_is_decision(document_type) THEN NULL
    WHEN document_type = 'Constitution' THEN coalesce(nullif(btrim(citation), ''), title)
    ELSE btrim(coalesce(
      (regexp_match(left(coalesce(content, ''), 8000),
        '\m(?:this|the|said)\s+(?:act|decree|code|order|law|charter)\s+(?:shall|may)\s+be\s+(?:known|cited|referred\s+to)(?:\s+and\s+(?:cited|referred\s+to))?\s+as\s+(?:the\s+)?["“'']?\s*(?:the\s+)?([^"”''.;:\n]{3,120})',
        'i'))[1],
      (regexp_match(left(coalesce(content, ''), 8000),
        '\mshort\s+title\s+of\s+this\s+(?:act|decree|code)\s+shall\s+be\s+(?:the\s+)?["“'']?\s*(?:the\s+)?([^"”''.;:\n]{3,120})',
        'i'))[1],
      (regexp_match(coalesce(title, ''), '\(([^()]*[[:alpha:]]{3}[^()]*)\)\s*\.?\s*$'))[1],
      CASE WHEN cardinality(regexp_split_to_array(btrim(coalesce(title, '')), '\s+')) <= 10 THEN title END))
  END
  $$;

-- The first party of one side of a caption: up to the first comma, 'and', '&', ';', 'et al.' or bracket.
CREATE FUNCTION caption_first_party(side text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT nullif(btrim(split_part(regexp_replace(coalesce(side, ''), '\s+(?:and|&)\s+|;|\m(?:et\s+al)\M|[(\[]', ',', 'gi'), ',', 1)), '')
  $$;

-- 'GOVERNMENT SERVICE INSURANCE SYSTEM' → 'gsis': how parties are cited ('Manila Prince Hotel v. GSIS'). Names of
-- more than six words are not abbreviated.
CREATE FUNCTION party_initials(party text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT CASE WHEN count(*) BETWEEN 2 AND 6 THEN string_agg(left(word, 1), '' ORDER BY n) END
    FROM regexp_split_to_table(lower(immutable_unaccent(coalesce(party, ''))), '[^[:alnum:]]+') WITH ORDINALITY AS t(word, n)
   WHERE word <> '' AND word NOT IN ('of', 'the', 'and', 'on', 'for', 'in', 'de', 'del', 'y', 'ng', 'sa', 'inc', 'co', 'corp')
  $$;

-- The two sides of a caption: split at the first 'vs.' or 'versus'; a bare 'v.' only after a party's role
-- ('…, PETITIONER, V. OFFICE OF THE PRESIDENT'), since 'V.' is also a middle initial.
CREATE FUNCTION caption_sides(title text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT coalesce(
    regexp_match(coalesce(title, ''), '^(.*?)\s(?:vs\.\s*|vs\s+|versus\s+)(.*)$', 'i'),
    regexp_match(coalesce(title, ''),
      '^(.*?(?:petitioners?|plaintiffs?|appell[a-z]+|complainants?|applicants?)[^,]*)[,.]?\s+v\.?\s+(.*)$', 'i'))
  $$;

CREATE FUNCTION document_party_vector(document_type text, title text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT CASE WHEN document_is_decision(document_type) AND sides IS NOT NULL THEN
      setweight(to_tsvector('ph_legal', concat_ws(' ', caption_first_party(sides[1]), party_initials(caption_first_party(sides[1])))), 'A') ||
      setweight(to_tsvector('ph_legal', concat_ws(' ', caption_first_party(sides[2]), party_initials(caption_first_party(sides[2])))), 'B')
    END
    FROM (SELECT caption_sides(title) AS sides) AS caption
  $$;

-- How many words a name has for telling whole names from parts of them: its lexemes without the ones a query may
-- leave off ('Philippines', the year) or that only repeat others ('anti-rabi' beside 'anti' and 'rabi').
CREATE FUNCTION name_word_count(name tsvector) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT count(*)::int FROM unnest(tsvector_to_array(name)) AS lexeme
   WHERE lexeme NOT LIKE '%-%' AND lexeme <> 'philippin' AND lexeme !~ '^(1[89]|20)[0-9][0-9]$'
  $$;

-- Labels every lexeme of a tsquery with one weight: 'manila' & 'princ' → 'manila':A & 'princ':A.
CREATE FUNCTION tsquery_weighted(query tsquery, weight text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(query::text, '(''(?:[^'']|'''')*'')', '\1:' || weight, 'g')::tsquery $$;

CREATE OR REPLACE FUNCTION documents_search_vectors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.rank_vector :=
    setweight(to_tsvector('ph_legal', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('ph_legal', coalesce(NEW.citation, '') || ' ' || coalesce(NEW.gr_number, '')), 'A') ||
    setweight(to_tsvector('ph_legal', coalesce(NEW.petitioner, '') || ' ' || coalesce(NEW.respondent, '') || ' ' ||
                                      coalesce(NEW.subject, '') || ' ' || coalesce(NEW.ponente, '')), 'B') ||
    setweight(to_tsvector('ph_legal', coalesce(NEW.summary, '')), 'B') ||
    setweight(to_tsvector('ph_legal', left(coalesce(NEW.content, ''), 4000)), 'C');
  NEW.body_vector :=
    to_tsvector('ph_legal', coalesce(NEW.title, '') || ' ' || coalesce(NEW.citation, '') || ' ' ||
                            coalesce(NEW.summary, '') || ' ' || coalesce(NEW.content, ''));
  NEW.short_name := document_short_name(NEW.document_type, NEW.title, NEW.citation, NEW.content);
  NEW.short_vector := to_tsvector('ph_legal', NEW.short_name);
  NEW.name_vector := to_tsvector('ph_legal', coalesce(NEW.title, '') || ' ' || coalesce(NEW.short_name, ''));
  NEW.party_vector := document_party_vector(NEW.document_type, NEW.title);
  RETURN NEW;
END
$$;

DROP TRIGGER documents_search_vectors ON documents;
CREATE TRIGGER documents_search_vectors
  BEFORE INSERT OR UPDATE OF title, document_type, citation, gr_number, petitioner, respondent, subject, ponente,
    summary, content
  ON documents FOR EACH ROW EXECUTE FUNCTION documents_search_vectors();

UPDATE documents SET short_name = document_short_name(document_type, title, citation, content);
UPDATE documents SET
  short_vector = to_tsvector('ph_legal', short_name),
  name_vector = to_tsvector('ph_legal', coalesce(title, '') || ' ' || coalesce(short_name, '')),
  party_vector = document_party_vector(document_type, title);

CREATE INDEX documents_short_vector ON documents USING gin (short_vector);
CREATE INDEX documents_party_vector ON documents USING gin (party_vector);
