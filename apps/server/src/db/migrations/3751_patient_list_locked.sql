-- Issue 28: patient_list (migration 3750) kept safe under concurrent writes, and searched without lowering every row.
--
-- 1. Two writers of one member's rows are serialised by the member's row lock (FOR NO KEY UPDATE, which foreign-key
--    checks do not wait for). Migration 3750's sync deleted the member's rows and inserted them again: a second
--    transaction syncing the same member waited on the first's DELETE, then, its own DELETE having found nothing
--    left, INSERTed rows the first had already committed (a duplicate key: the write failed), or, had the first
--    committed a rename while the second withdrew consent, could leave the first's rows standing. Under the lock
--    the second sync sees the first's committed state. Rows are now written only where they differ, and a row no
--    longer visible is deleted: a summary marked stale (every record a family saves) no longer rewrites the rows.
-- 2. The summary's computed columns are copied where they differ, under the same lock. The server's store of
--    summaries takes the member's lock before the summary's (doctor/repository.ts storeSummaries), the order a
--    write to the member takes them in, so the two never deadlock.
-- 3. The search's columns lowered once when the row is written: in a UTF-8 database ILIKE lowers both sides of
--    every comparison (`x ILIKE p` is `lower(x) LIKE lower(p)`), and lowering 2,000 rows' three columns was most of
--    a search's cost.
-- 4. patient_list_visible is the rule of which rows the table holds, from the tables they come from; the tests
--    compare the table with it after each kind of write.
ALTER TABLE patient_list
  ADD COLUMN name_lower text NOT NULL DEFAULT '',
  ADD COLUMN file_number_lower text NOT NULL DEFAULT '',
  ADD COLUMN outpatient_number_lower text NOT NULL DEFAULT '';

-- In the table's column order.
CREATE VIEW patient_list_visible AS
  SELECT f.id AS file_id, m.id AS family_member_id, f.clinic_id, m.name, f.file_number, f.outpatient_number,
    a.phone AS guardian_phone, s.next_due_date, s.last_visit_date, s.name_pinyin, s.name_initials, s.flags,
    s.eye_recheck_due, s.milestone_concern_days,
    lower(m.name) AS name_lower, lower(f.file_number) AS file_number_lower, lower(f.outpatient_number) AS outpatient_number_lower
  FROM patient_files f
  JOIN family_members m ON m.id = f.family_member_id
  JOIN accounts a ON a.id = m.account_id
  JOIN patient_summaries s ON s.family_member_id = m.id
  WHERE m.deleted_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM member_consents mc WHERE mc.family_member_id = m.id
      AND (mc.decision <> 'granted' OR NOT (f.clinic_id = ANY (mc.clinic_ids))));

CREATE OR REPLACE FUNCTION sprout_patient_list_sync(members uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF members IS NULL OR cardinality(members) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM family_members WHERE id = ANY (members) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM patient_list l WHERE l.family_member_id = ANY (members)
    AND NOT EXISTS (SELECT 1 FROM patient_list_visible v WHERE v.file_id = l.file_id AND v.family_member_id = l.family_member_id);
  INSERT INTO patient_list AS l
    SELECT * FROM patient_list_visible v WHERE v.family_member_id = ANY (members)
  ON CONFLICT (file_id) DO UPDATE SET family_member_id = excluded.family_member_id, clinic_id = excluded.clinic_id,
    name = excluded.name, file_number = excluded.file_number, outpatient_number = excluded.outpatient_number,
    guardian_phone = excluded.guardian_phone, next_due_date = excluded.next_due_date,
    last_visit_date = excluded.last_visit_date, name_pinyin = excluded.name_pinyin, name_initials = excluded.name_initials,
    flags = excluded.flags, eye_recheck_due = excluded.eye_recheck_due,
    milestone_concern_days = excluded.milestone_concern_days, name_lower = excluded.name_lower,
    file_number_lower = excluded.file_number_lower, outpatient_number_lower = excluded.outpatient_number_lower
  WHERE l IS DISTINCT FROM excluded;
END;
$$;

-- A new summary row lists its member's files (a file is listed once its member has one); a changed one is copied
-- where its columns differ. Marking a summary stale (version, fresh) changes none of them: one lookup, no lock.
CREATE OR REPLACE FUNCTION sprout_patient_list_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sprout_patient_list_sync(ARRAY(SELECT DISTINCT family_member_id FROM changed));
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM changed s JOIN patient_list l ON l.family_member_id = s.family_member_id
      WHERE (l.flags, l.next_due_date, l.eye_recheck_due, l.last_visit_date, l.milestone_concern_days, l.name_pinyin, l.name_initials)
        IS DISTINCT FROM (s.flags, s.next_due_date, s.eye_recheck_due, s.last_visit_date, s.milestone_concern_days, s.name_pinyin, s.name_initials)) THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM family_members WHERE id IN (SELECT family_member_id FROM changed) ORDER BY id FOR NO KEY UPDATE;
  UPDATE patient_list l SET flags = s.flags, next_due_date = s.next_due_date, eye_recheck_due = s.eye_recheck_due,
    last_visit_date = s.last_visit_date, milestone_concern_days = s.milestone_concern_days, name_pinyin = s.name_pinyin,
    name_initials = s.name_initials
  FROM patient_summaries s
  WHERE s.family_member_id IN (SELECT family_member_id FROM changed) AND l.family_member_id = s.family_member_id
    AND (l.flags, l.next_due_date, l.eye_recheck_due, l.last_visit_date, l.milestone_concern_days, l.name_pinyin, l.name_initials)
      IS DISTINCT FROM (s.flags, s.next_due_date, s.eye_recheck_due, s.last_visit_date, s.milestone_concern_days, s.name_pinyin, s.name_initials);
  RETURN NULL;
END;
$$;

-- A new file of a member who has a summary already (a second clinic): 2810's trigger only marks that summary stale.
CREATE FUNCTION sprout_patient_list_files_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sprout_patient_list_sync(ARRAY(SELECT DISTINCT family_member_id FROM changed));
  RETURN NULL;
END;
$$;
CREATE TRIGGER patient_files_list_ins AFTER INSERT ON patient_files REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_list_files_added();

-- The rows already there brought to the rule: their lowered columns, and any row a race of the old sync left behind.
SELECT sprout_patient_list_sync(ARRAY(SELECT DISTINCT family_member_id FROM patient_files));
