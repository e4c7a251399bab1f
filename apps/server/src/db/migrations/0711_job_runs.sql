-- Scheduled jobs run by several instances on one database (issue 11): the first instance to claim a job's slot
-- (its hour) does the work, the others skip it, so the hourly maintenance is never done twice.
CREATE TABLE job_runs (
  job text NOT NULL,
  slot text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job, slot)
);
