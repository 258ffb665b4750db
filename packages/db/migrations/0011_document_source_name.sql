-- Who published a document: 'LawPhil', 'Supreme Court E-Library', 'Official Gazette', or the file it was imported
-- from. The viewer shows it as "Source: …", linked to source_url when that is known. Documents stored before this
-- column existed get a name from how they arrived (source), so no row is left without one.
ALTER TABLE documents ADD COLUMN source_name text;

UPDATE documents SET source_name = CASE
  WHEN source = 'lawphil' THEN 'LawPhil'
  WHEN source = 'elibrary' THEN 'Supreme Court E-Library'
  WHEN source = 'demo' THEN 'Sample text'
  WHEN source = 'admin' THEN 'Entered by the editors'
  WHEN source LIKE 'sample:%' THEN substring(source FROM 8)
  ELSE coalesce(source, 'Unknown')
END;
