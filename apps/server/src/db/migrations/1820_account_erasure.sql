-- Issue 18 part 5: a parent who leaves has the account erased (accounts row deleted, which cascades to the family
-- members and every row of their data). The audit trail is append-only (migration 0002) and stays: who at a clinic
-- read or wrote the children's data, and when, is what PIPL art. 54-56 and the Cybersecurity Law art. 21 ask a
-- processor to be able to show. It holds ids, never names or phones; its one personal value is the client address
-- (`ip`) of each request. The only change the trail now allows is that address replaced by 'erased', nothing
-- else, so erasing an account can drop the addresses of the family's own requests without opening the trail.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.ip = 'erased' AND (to_jsonb(NEW) - 'ip') = (to_jsonb(OLD) - 'ip') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only';
END
$$;
