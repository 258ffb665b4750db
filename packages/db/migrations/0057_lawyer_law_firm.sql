-- A firm's profile page lists the lawyers who name that firm as theirs (GET /api/lawyers?lawFirm=…), matching the
-- whole name with case and surrounding space ignored. Without this index every firm page read the whole roll.
CREATE INDEX lawyers_law_firm ON lawyers (lower(btrim(law_firm)));
