-- A collection file whose document another file of the collection gives (the Gazette keeps each issuance as a
-- metadata record and a saved page; the page is read) is recorded as a companion, not as a skip: nothing of it is
-- lost, and the counts of skipped files stay the files the library could not use.
ALTER TABLE library_files DROP CONSTRAINT library_files_outcome_check;
ALTER TABLE library_files ADD CONSTRAINT library_files_outcome_check
  CHECK (outcome IN ('inserted', 'updated', 'merged', 'duplicate', 'skipped', 'part', 'companion'));
