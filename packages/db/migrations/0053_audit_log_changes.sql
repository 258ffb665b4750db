-- What an edit changed, recorded when it is made: a list of {field, before, after} (long texts cut, see
-- apps/api/src/services/audit/field-changes.ts). Entries written before this column read as an empty list, and
-- their details keep what they always held (the names of the fields touched), so the log stays readable.
ALTER TABLE audit_log ADD COLUMN changes jsonb NOT NULL DEFAULT '[]';
