-- Audit trail of who saw or changed a family member's health data. Append-only: a trigger refuses every
-- UPDATE, DELETE and TRUNCATE, so not even a bug in the server can rewrite it.
CREATE TABLE audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  -- No foreign keys: a deleted account must not change (or block) history.
  account_id uuid NOT NULL,
  role text NOT NULL,
  action text NOT NULL CHECK (action IN ('read', 'write')),
  method text NOT NULL,
  route text NOT NULL,
  family_member_id uuid,
  ip text NOT NULL,
  status integer NOT NULL
);
CREATE INDEX audit_events_occurred_idx ON audit_events (occurred_at DESC, id DESC);
CREATE INDEX audit_events_member_idx ON audit_events (family_member_id, occurred_at DESC);
CREATE INDEX audit_events_account_idx ON audit_events (account_id, occurred_at DESC);

CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only';
END
$$;
CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
