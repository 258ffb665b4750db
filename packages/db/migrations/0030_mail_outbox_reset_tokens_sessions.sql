-- E-mail through a durable outbox, password reset tokens, and sessions that can be ended one at a time.

-- Every message the platform sends is a row here first, written in the same transaction as the change that
-- causes it. A delivery loop in each API process sends due rows (FOR UPDATE SKIP LOCKED, so several processes
-- share the work) and retries a failure later with backoff; a row is never deleted by a failure.
-- `params` holds what the template needs; a password-reset row holds only the account id: its link (a secret)
-- is made when the message is sent and is never stored.
CREATE TABLE mail_outbox (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  template         text NOT NULL,
  to_address       text NOT NULL,
  params           jsonb NOT NULL DEFAULT '{}',
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  -- A process sending this row holds it until then; a process that died releases it by letting it pass.
  locked_until     timestamptz,
  last_error       text,
  message_id       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending';
-- The per-account cap on reset e-mails counts recent rows to one address.
CREATE INDEX mail_outbox_recent ON mail_outbox (lower(to_address), template, created_at DESC);

-- A reset link's token is random (32 bytes); only its SHA-256 is stored. Single use: used_at is set by the
-- same UPDATE that checks it, so two simultaneous uses cannot both succeed.
CREATE TABLE password_reset_tokens (
  token_hash  text PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  outbox_id   uuid REFERENCES mail_outbox (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);

-- Sessions ended by signing out. A session token carries a random session id; the sign-out writes it here and
-- every later request with it is refused. Rows are kept until the token would have expired anyway.
CREATE TABLE ended_sessions (
  session_id  text PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  ended_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ended_sessions_expiry ON ended_sessions (expires_at);
