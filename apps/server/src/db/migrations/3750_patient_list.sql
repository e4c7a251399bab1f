-- Issue 28, the doctor's list under real traffic: one row per patient file the list may show, with its sort keys and
-- what its filters and searches read, so a page is an index scan of the clinic with LIMIT rather than a join of
-- every file with its member, summary and consent, sorted before the page is cut (6-9 ms a call for 2,000 files).
--
-- A file has a row exactly while the list may show it: its member is not deleted, the guardian's consent is not
-- refused or withdrawn and names the file's clinic (or was never asked), and the member has a summary row
-- (migration 2810). Triggers keep it so in the same transaction as every write that changes any of it (the file,
-- the member, the consent, the summary, the guardian's phone), so a withdrawal or a deletion is gone from the very
-- next list call. Each trigger recomputes the rows of the members it touched from those tables
-- (sprout_patient_list_sync), so the order in which the triggers of one statement fire does not matter.
CREATE TABLE patient_list (
  file_id uuid PRIMARY KEY REFERENCES patient_files(id) ON DELETE CASCADE,
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  file_number text NOT NULL,
  outpatient_number text NOT NULL,
  guardian_phone text NOT NULL,
  -- The summary's columns (patient_summaries), as computed last.
  next_due_date date,
  last_visit_date date,
  name_pinyin text NOT NULL,
  name_initials text NOT NULL,
  flags text[] NOT NULL,
  eye_recheck_due date,
  milestone_concern_days datemultirange NOT NULL
);
-- The list's two orders, each with its ties (the pinyin and the name bytewise, then the file): a page of one
-- clinic reads its rows in order and stops at the page's end.
CREATE INDEX patient_list_last_visit_idx ON patient_list
  (clinic_id, last_visit_date DESC NULLS LAST, name_pinyin COLLATE "C", name COLLATE "C", file_id);
CREATE INDEX patient_list_next_due_idx ON patient_list
  (clinic_id, next_due_date ASC NULLS LAST, name_pinyin COLLATE "C", name COLLATE "C", file_id);
CREATE INDEX patient_list_member_idx ON patient_list (family_member_id);
-- The count of a clinic's rows: an index-only scan of the narrowest index.
CREATE INDEX patient_list_clinic_idx ON patient_list (clinic_id);

CREATE OR REPLACE FUNCTION sprout_patient_list_sync(members uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM patient_list WHERE family_member_id = ANY(members);
  INSERT INTO patient_list (file_id, family_member_id, clinic_id, name, file_number, outpatient_number, guardian_phone,
      next_due_date, last_visit_date, name_pinyin, name_initials, flags, eye_recheck_due, milestone_concern_days)
    SELECT f.id, m.id, f.clinic_id, m.name, f.file_number, f.outpatient_number, a.phone,
      s.next_due_date, s.last_visit_date, s.name_pinyin, s.name_initials, s.flags, s.eye_recheck_due, s.milestone_concern_days
    FROM patient_files f
    JOIN family_members m ON m.id = f.family_member_id
    JOIN accounts a ON a.id = m.account_id
    JOIN patient_summaries s ON s.family_member_id = m.id
    WHERE f.family_member_id = ANY(members) AND m.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM member_consents mc WHERE mc.family_member_id = m.id
        AND (mc.decision <> 'granted' OR NOT (f.clinic_id = ANY(mc.clinic_ids))));
END;
$$;

-- The summaries: written in bulk (the server stores up to 500 computed rows in one statement, and the triggers of
-- migration 2810 mark rows stale in bulk), so statement-level with the changed rows.
CREATE OR REPLACE FUNCTION sprout_patient_list_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sprout_patient_list_sync(ARRAY(SELECT DISTINCT family_member_id FROM changed));
  RETURN NULL;
END;
$$;
CREATE TRIGGER patient_summaries_list_ins AFTER INSERT ON patient_summaries REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_list_summaries();
CREATE TRIGGER patient_summaries_list_upd AFTER UPDATE ON patient_summaries REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_list_summaries();

-- The rest change a row at a time, and only some of their columns matter.
CREATE OR REPLACE FUNCTION sprout_patient_list_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'accounts' THEN
    PERFORM sprout_patient_list_sync(ARRAY(SELECT id FROM family_members WHERE account_id = NEW.id));
  ELSIF TG_TABLE_NAME = 'family_members' THEN
    PERFORM sprout_patient_list_sync(ARRAY[NEW.id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sprout_patient_list_sync(ARRAY[OLD.family_member_id]);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM sprout_patient_list_sync(ARRAY[OLD.family_member_id, NEW.family_member_id]);
  ELSE
    PERFORM sprout_patient_list_sync(ARRAY[NEW.family_member_id]);
  END IF;
  RETURN NULL;
END;
$$;
-- The guardian's answer: granted, refused, withdrawn, its clinics, or gone.
CREATE TRIGGER member_consents_list AFTER INSERT OR UPDATE OR DELETE ON member_consents
  FOR EACH ROW EXECUTE FUNCTION sprout_patient_list_row();
-- The member's name, deletion (deleted_at) or guardian; a member deleted outright goes by the foreign key.
CREATE TRIGGER family_members_list AFTER UPDATE OF name, deleted_at, account_id ON family_members
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.account_id IS DISTINCT FROM NEW.account_id)
  EXECUTE FUNCTION sprout_patient_list_row();
-- A file's numbers, clinic or member; a new file is listed through its summary row (migration 2810's trigger writes
-- it), a deleted one goes by the foreign key.
CREATE TRIGGER patient_files_list AFTER UPDATE ON patient_files
  FOR EACH ROW EXECUTE FUNCTION sprout_patient_list_row();
-- The guardian's phone (searched by the list).
CREATE TRIGGER accounts_list AFTER UPDATE OF phone ON accounts
  FOR EACH ROW WHEN (OLD.phone IS DISTINCT FROM NEW.phone) EXECUTE FUNCTION sprout_patient_list_row();

SELECT sprout_patient_list_sync(ARRAY(SELECT DISTINCT family_member_id FROM patient_files));
