-- The lawyer directory lists verified lawyers first, each side in the folded alphabetical order of
-- lawyers_folded_name_order (migration 0055). Without this index a page of the whole directory sorted every lawyer
-- of the roll to put the few verified ones on top; with it the page is read in order and stops at its end
-- (apps/api/src/services/lawyers/list-lawyers.ts, VERIFIED_FIRST).
CREATE INDEX lawyers_verified_name_order
  ON lawyers (verified DESC, (lower(immutable_unaccent(last_name))), (lower(immutable_unaccent(first_name))), id);
