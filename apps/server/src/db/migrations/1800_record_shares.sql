-- Time-limited read-only links to a child's record (issue 18). The link's random token is never stored: only
-- its SHA-256 hash. A share made with an Idempotency-Key keeps that key's hash and the request's, so that a
-- retry answers the same link (its token is derived from the server secret and the key, never kept).
CREATE TABLE record_shares (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  sections jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  idempotency_key_hash text,
  request_hash text,
  CHECK (expires_at > created_at)
);
CREATE INDEX record_shares_member_idx ON record_shares (family_member_id, created_at DESC);
CREATE UNIQUE INDEX record_shares_idempotency_uq ON record_shares (account_id, idempotency_key_hash) WHERE idempotency_key_hash IS NOT NULL;
-- The parent's access log reads the trail per member, newest first (audit_events_member_idx) and counts a
-- share's opens by its id (audit_events_account_idx): no new index there.
