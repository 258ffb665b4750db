-- Research folders: a signed-in reader keeps documents in named folders, each with a private note, in an order of
-- their own (the folder export lists them as a list of authorities, docs/research.md).
--
-- A saved document keeps a copy of the fields its citation is made from (title, type, numbers, dates, parties, own
-- name). While the document is in the library the live row is read; when it is deleted, the trigger below copies
-- its last fields into every entry that holds it and the foreign key clears document_id, so the entry still says
-- what it was and how to cite it. Folders and entries go with the account.
CREATE TABLE research_folders (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name        text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  position    integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
-- One folder per name and account, whatever the case: 'Labor cases' and 'labor cases' would be confused.
CREATE UNIQUE INDEX research_folders_name ON research_folders (user_id, lower(name));
CREATE INDEX research_folders_order ON research_folders (user_id, position);

CREATE TABLE folder_documents (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  folder_id      uuid NOT NULL REFERENCES research_folders (id) ON DELETE CASCADE,
  -- The folder's owner, repeated so that the per-account limit on saved documents is one index count.
  user_id        uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  document_id    uuid REFERENCES documents (id) ON DELETE SET NULL,
  slug           text NOT NULL,
  title          text NOT NULL,
  document_type  text NOT NULL,
  citation       text,
  gr_number      text,
  date_decided   date,
  date_enacted   date,
  petitioner     text,
  respondent     text,
  short_name     text,
  note           text NOT NULL DEFAULT '' CHECK (char_length(note) <= 5000),
  position       integer NOT NULL,
  saved_at       timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  -- Set when the document left the library.
  removed_at     timestamptz
);
CREATE UNIQUE INDEX folder_documents_once ON folder_documents (folder_id, document_id);
CREATE INDEX folder_documents_order ON folder_documents (folder_id, position);
CREATE INDEX folder_documents_document ON folder_documents (document_id) WHERE document_id IS NOT NULL;
CREATE INDEX folder_documents_user ON folder_documents (user_id);

-- Whoever deletes a document (an editor, an importer, a script), the folders that hold it keep its last fields.
CREATE FUNCTION folder_documents_keep_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE folder_documents
     SET slug = OLD.slug, title = OLD.title, document_type = OLD.document_type, citation = OLD.citation,
         gr_number = OLD.gr_number, date_decided = OLD.date_decided, date_enacted = OLD.date_enacted,
         petitioner = OLD.petitioner, respondent = OLD.respondent, short_name = OLD.short_name, removed_at = now()
   WHERE document_id = OLD.id;
  RETURN OLD;
END
$$;
CREATE TRIGGER folder_documents_keep_deleted BEFORE DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION folder_documents_keep_deleted();
