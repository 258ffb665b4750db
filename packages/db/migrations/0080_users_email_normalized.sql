-- One form to compare e-mail addresses in, the same in the application and here: ASCII letters lower-cased and
-- nothing else (normalizeEmail in packages/shared/src/schemas/accounts.ts). lower() folds other letters too, and
-- differently from JavaScript ('İ'), so one address had several spellings that each got their own sign-in
-- throttle key while all of them matched the account. Sign-in, password reset and registration now compare on
-- this column, under a unique index. The old unique index on lower(email) stays: it only refuses more.
ALTER TABLE users ADD COLUMN email_normalized text
  GENERATED ALWAYS AS (translate(email, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')) STORED;
CREATE UNIQUE INDEX users_email_normalized_unique ON users (email_normalized);
