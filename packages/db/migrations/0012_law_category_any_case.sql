-- The library's Law Category filter ignores case ('labor law' finds 'Labor Law'): index what it compares.
DROP INDEX documents_law_category;
CREATE INDEX documents_law_category_lower ON documents (lower(law_category));
