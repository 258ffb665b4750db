-- LawPhil decisions whose own page cannot be named for certain (older dockets are spelled several ways on the site)
-- had no address at all. Each was gathered from LawPhil's list of one month's decisions, whose address is regular
-- (/judjuris/juri1985/apr1985/apr1985.html); the collection's path keeps the year and month folder. Installs from
-- now on record it with the file; this gives it to the copies installed before.
UPDATE document_sources
   SET source_url = format('https://lawphil.net/judjuris/juri%1$s/%2$s%1$s/%2$s%1$s.html',
                           split_part(path, '/', 3), lower(left(split_part(path, '/', 4), 3)))
 WHERE collection = 'lawphil'
   AND source_url IS NULL
   AND path LIKE 'Data/Jurisprudence/%'
   AND split_part(path, '/', 3) ~ '^(19|20)[0-9][0-9]$'
   AND split_part(path, '/', 4) IN ('January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
                                    'September', 'October', 'November', 'December');
