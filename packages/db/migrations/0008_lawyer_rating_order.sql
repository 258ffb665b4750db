-- The home page's featured lawyers and the directory's "highest rated" sort read the roll in exactly this order
-- (apps/api/src/services/lawyers/list-lawyers.ts). Without a matching index every such request sorts the whole
-- roll: ~480 ms on a 96,000-entry roll in embedded PGlite, measured; with it, the first page is an index scan.
CREATE INDEX lawyers_rating_order ON lawyers (average_rating DESC, total_reviews DESC, id);
