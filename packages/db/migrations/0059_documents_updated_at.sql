-- The library's statistics (home page, GET /api/documents/stats) show when the library last changed. Without an
-- index, max(updated_at) read the whole table: 250 ms at 100,000 documents on every home page, which held the
-- server-rendered home page to 4 answers a second under ten clients (docs/performance.md).
CREATE INDEX documents_updated_at ON documents (updated_at DESC);
