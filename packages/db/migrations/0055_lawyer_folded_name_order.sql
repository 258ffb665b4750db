-- The directory's alphabetical order ignores case and accents.
--
-- The roll prints most names in capitals and some in ordinary case, and text compares byte by byte here, so
-- 'SANTOS ARELLANO' sorted before 'Aguilar' (every capital sorts before every small letter) and 'Ñ' after 'Z'.
-- The order is now on the folded name, the way search_name folds it; this index replaces lawyers_name_order so
-- that a page of a common name is still read from an index in order and stops at the page's end
-- (apps/api/src/services/lawyers/name-search.ts, alphabeticalOrder).
CREATE INDEX lawyers_folded_name_order
  ON lawyers ((lower(immutable_unaccent(last_name))), (lower(immutable_unaccent(first_name))), id);
DROP INDEX lawyers_name_order;
