-- Search vectors kept by a trigger instead of as generated columns.
--
-- PostgreSQL recomputes every stored generated column on every UPDATE of a row, whatever the statement changes:
-- counting one view of a 300 KB code, or one more citation of a decision, re-parsed its whole text into three
-- tsvectors. Measured on 500 documents of the benchmark corpus (PostgreSQL 15): UPDATE … SET view_count =
-- view_count took 340–590 ms. As plain columns filled by a trigger that fires only when a column they are built
-- from is written, counters cost what they should. The expressions are those of migrations 0002 and 0007; every
-- existing value is kept (DROP EXPRESSION turns the column into a plain one holding its current values).

ALTER TABLE documents
  ALTER COLUMN rank_vector DROP EXPRESSION,
  ALTER COLUMN body_vector DROP EXPRESSION,
  ALTER COLUMN name_vector DROP EXPRESSION;

CREATE FUNCTION documents_search_vectors() RETURNS trigger LANGUAGE plpgsql AS $$
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
  NEW.name_vector :=
    to_tsvector('ph_legal', coalesce(NEW.title, '') || ' ' || coalesce(substring(
      left(coalesce(NEW.content, ''), 3000)
      FROM '(?:known|cited)(?: and cited)? as (?:the )?["“'']?([^"”''.;:\n]{3,120})'), ''));
  RETURN NEW;
END
$$;

CREATE TRIGGER documents_search_vectors
  BEFORE INSERT OR UPDATE OF title, citation, gr_number, petitioner, respondent, subject, ponente, summary, content
  ON documents FOR EACH ROW EXECUTE FUNCTION documents_search_vectors();

ALTER TABLE articles ALTER COLUMN search_vector DROP EXPRESSION;

CREATE FUNCTION articles_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('ph_legal', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('ph_legal', coalesce(NEW.summary, '')), 'B') ||
    setweight(to_tsvector('ph_legal', coalesce(immutable_join(NEW.tags, ' '), '')), 'B') ||
    setweight(to_tsvector('ph_legal', coalesce(NEW.content, '')), 'D');
  RETURN NEW;
END
$$;

CREATE TRIGGER articles_search_vector
  BEFORE INSERT OR UPDATE OF title, summary, tags, content
  ON articles FOR EACH ROW EXECUTE FUNCTION articles_search_vector();
