-- Real-user monitoring events (spec §7, §9): what sampled phones report about their own speed and errors.
-- Partitioned by day so that retention drops whole days (cheap, no vacuum debt) and the summary of a date
-- range reads only its days. The server creates each day's partition ahead of time (today and tomorrow, at
-- start and hourly); the DEFAULT partition takes anything else so an insert never fails for want of one.
-- No primary key: an append-only log that nothing updates or looks up by row, and a key on a partitioned
-- table would have to include the day anyway. No address, account or token is ever stored.
CREATE TABLE monitoring_events (
  occurred_on date NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  session_id uuid NOT NULL,
  user_id uuid NOT NULL,
  type text NOT NULL CHECK (type IN ('vital', 'resource', 'error', 'view', 'white_screen')),
  -- The route pattern or path, without query string or anything that looked like an id or token.
  route text NOT NULL,
  -- vital: FCP/LCP/...; resource: the initiator type; error: 'error' or 'rejection'.
  name text,
  -- vital: its value; resource: duration in ms; white_screen: share of check points that hit only wrappers.
  value double precision,
  rating text CHECK (rating IN ('good', 'needs-improvement', 'poor')),
  -- error: the message; resource: the URL path.
  message text,
  detail jsonb,
  trace_id text
) PARTITION BY RANGE (occurred_on);

CREATE TABLE monitoring_events_default PARTITION OF monitoring_events DEFAULT;

-- The summary reads a date range by type (vitals by name); the dashboard's per-route view reads (route, day).
-- Indexes on the parent are created on every partition, present and future.
CREATE INDEX monitoring_events_day_type_idx ON monitoring_events (occurred_on, type, name);
CREATE INDEX monitoring_events_route_day_idx ON monitoring_events (route, occurred_on);
