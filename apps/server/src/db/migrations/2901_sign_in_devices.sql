-- Issue 29 item 5: fifteen wrong codes from anywhere locked a chosen parent out for 15 minutes, even with the right
-- code. Wrong tries are now limited per code (sms_codes.failed_attempts, five) and per client address
-- (sign_in_failures), never per phone; what bounds guessing at a phone is the number of codes it is sent a day.
--
-- A browser keeps a random id of its own and sends it with both calls. A code is tried only from the browser that
-- asked for it (device_hash: an HMAC of the id), so nobody else's wrong tries burn it. A browser that has signed in
-- to a phone before is a known device of that phone (sign_in_devices): its codes are counted apart from everyone
-- else's (known_device), so that someone who asks codes for the phone all day cannot use up the parent's own.
ALTER TABLE sms_codes ADD COLUMN device_hash text;
ALTER TABLE sms_codes ADD COLUMN known_device boolean NOT NULL DEFAULT false;

CREATE TABLE sign_in_devices (
  phone text NOT NULL,
  -- HMAC of the browser's id, never the id itself.
  device_hash text NOT NULL,
  signed_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (phone, device_hash)
);

-- Wrong tries are no longer counted per phone: the phone is no longer kept with them.
ALTER TABLE sign_in_failures DROP COLUMN phone;

-- Codes were kept for ever with their phone and client address; the limits read the last 24 hours and the hourly
-- housekeeping now drops older ones (modules/auth/repository.ts).
DELETE FROM sms_codes WHERE created_at < now() - interval '1 day';
CREATE INDEX sms_codes_created_idx ON sms_codes (created_at);
