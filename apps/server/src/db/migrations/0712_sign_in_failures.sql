-- Wrong sign-in codes (issue 11), one row per refused try, so that tries are limited per phone and per client
-- address across every instance (each code also dies after five wrong tries, in sms_codes). The address is an
-- HMAC, never the address itself. Rows older than a day are useless and dropped with the codes' housekeeping.
CREATE TABLE sign_in_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  ip_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_phone ON sign_in_failures (phone, created_at);
CREATE INDEX sign_in_failures_ip ON sign_in_failures (ip_hash, created_at);
