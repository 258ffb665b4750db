-- The few LawPhil Acts, Commonwealth Acts and Batas Pambansa whose own page cannot be named (no date of approval, a
-- suffixed number) get the list of their kind, where LawPhil lists them, as the address of the copy (as migration
-- 0121 did for decisions). The folders are the collection's; the lists are LawPhil's /statutes/{folder}/{folder}.html.
UPDATE document_sources
   SET source_url = 'https://lawphil.net/statutes/' || site || '/' || site || '.html'
  FROM (VALUES ('Data/Statutes/Acts/', 'acts'), ('Data/Statutes/Common Wealth Acts/', 'comacts'),
               ('Data/Statutes/Batas Pambansa/', 'bataspam')) AS kinds (folder, site)
 WHERE collection = 'lawphil' AND source_url IS NULL AND starts_with(path, folder);
