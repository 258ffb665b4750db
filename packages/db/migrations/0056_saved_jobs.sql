-- The jobs a signed-in user keeps to read or apply to later ("Save Job" on /jobs, listed on the dashboard).
--
-- job_id names one of the sample jobs (packages/shared/src/samples/data/jobs.ts). The jobs are not rows of this
-- database, so there is no foreign key: the API accepts only ids of jobs it knows, and lists only those, so a
-- job withdrawn from the samples simply drops out of every list. A user's saved jobs go with the account.
CREATE TABLE saved_jobs (
  user_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id    integer NOT NULL CHECK (job_id > 0),
  saved_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, job_id)
);
