-- Issue 30 item 1: who may manage staff is its own permission, not every editor's. An editor account holds
-- capabilities; `staff.manage` lets it give a doctor a sign-in phone, change or clear one. The editors of an
-- existing installation keep what they could do (each gets staff.manage once, here); an editor added later
-- holds nothing until it is granted. Each use and each refusal of the permission is on the audit trail.
CREATE TABLE account_capabilities (
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  capability text NOT NULL CHECK (capability IN ('staff.manage')),
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, capability)
);
INSERT INTO account_capabilities (account_id, capability) SELECT id, 'staff.manage' FROM accounts WHERE role = 'admin';

-- No open session changes role silently: whatever changes an account's role (the editor API, a script, psql)
-- ends that account's sessions in the same transaction, so the person signs in again as what they now are.
CREATE OR REPLACE FUNCTION accounts_role_change_ends_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET revoked_at = now() WHERE account_id = NEW.id AND revoked_at IS NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER accounts_role_change_ends_sessions AFTER UPDATE OF role ON accounts
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION accounts_role_change_ends_sessions();
