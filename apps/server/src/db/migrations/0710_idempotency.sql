-- Idempotency-Key (issue 11): the first answer to a write, kept per caller and key, so that a retry after a
-- lost reply gets that answer instead of writing again. In PostgreSQL, not in memory, so that every instance
-- behind the balancer sees the same keys. `status` and `response` are null while the first request runs.
CREATE TABLE idempotency_keys (
  -- The account id, or 'anon:' and an HMAC of the client address for calls open to anyone (leads).
  actor text NOT NULL,
  key text NOT NULL,
  -- SHA-256 of method, path and the validated body: the same key with another body is refused.
  request_hash text NOT NULL,
  status integer,
  response text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (actor, key)
);
-- Keys are kept for a day; the hourly maintenance job drops older ones.
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
