-- Issue 18 part 4: the guardian's separate consent (PIPL art. 28-31: the health data of a child under 14 is
-- sensitive personal information, processed only with the guardian's separate consent). One current answer per
-- family member, read by the access policy in the same query as the caller's standing, and the whole history of
-- answers, append-only, so "what was agreed, by whom, when" can always be shown.
CREATE TABLE member_consents (
  family_member_id uuid PRIMARY KEY REFERENCES family_members(id) ON DELETE CASCADE,
  decision text NOT NULL CHECK (decision IN ('granted', 'refused', 'revoked')),
  -- The clinics whose doctors may see the member's data while the decision is 'granted'.
  clinic_ids uuid[] NOT NULL DEFAULT '{}',
  policy_key text NOT NULL,
  policy_version integer NOT NULL,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  answered_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE consent_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  decision text NOT NULL CHECK (decision IN ('granted', 'refused', 'revoked')),
  clinic_ids uuid[] NOT NULL DEFAULT '{}',
  policy_key text NOT NULL,
  policy_version integer NOT NULL,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  answered_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_history_member_idx ON consent_history (family_member_id, answered_at DESC, id DESC);

-- A doctor's access decisions are kept by the read cache (db/read-cache.ts): an answer changes them, so every
-- instance drops its cache when one is written (as for the tables of migration 1700).
CREATE TRIGGER member_consents_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON member_consents
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_read_cache_notify();
