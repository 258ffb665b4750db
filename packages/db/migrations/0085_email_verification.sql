-- E-mail addresses are confirmed: a registration gets a link (/verify-email?token=…) and the account may browse,
-- but not publish, claim or receive alerts until it is opened. users.email_verified_at is the one predicate
-- (IS NOT NULL: confirmed). Accounts that existed before, and those made by seeds, imports or administrators,
-- count as confirmed: the column defaults to now(), and only a self-registration writes NULL
-- (apps/api/src/services/auth/create-account.ts).
ALTER TABLE users ADD COLUMN email_verified_at timestamptz DEFAULT now();

-- A confirmation link's token is random (32 bytes); only its SHA-256 is stored. Single use, 48 hours.
CREATE TABLE email_verification_tokens (
  token_hash  text PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  outbox_id   uuid REFERENCES mail_outbox (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX email_verification_tokens_user ON email_verification_tokens (user_id);
