-- Back-office sessions end after 30 minutes without a request (and 12 hours after sign-in whatever happens):
-- a staff account's session records when it was last used, one row per session, written on each of its requests.
-- Rows of sessions unused for a day are deleted every hour (apps/api/src/services/auth/session-activity.ts).
CREATE TABLE session_activity (
  session_id    text PRIMARY KEY,
  user_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_seen_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX session_activity_last_seen ON session_activity (last_seen_at);
