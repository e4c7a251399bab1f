-- Issue 28: the doctor's patient list pages, sorts and filters in SQL. What it pages by is derived from a child's
-- records by the clinical package (flags, next check due) and from the child's name (pinyin for search), so it is
-- kept here, one row per family member, computed by the server (modules/doctor/summaries.ts).
--
-- Whatever writes a child's data (any path: the API, the seed, a job, psql) marks the child's row stale in the
-- same transaction, through the triggers below: `version` goes up and `fresh` goes false. The server recomputes
-- stale rows before it answers a list, and stores what it computed only while the version is still the one it
-- read, so a write that lands in between leaves the row stale for the next read, never falsely fresh.
CREATE TABLE patient_summaries (
  family_member_id uuid PRIMARY KEY REFERENCES family_members(id) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 1,
  fresh boolean NOT NULL DEFAULT false,
  -- Which computation wrote the row (SUMMARY_ALGORITHM in summaries.ts): a server computing differently
  -- treats rows of another as stale.
  algorithm integer NOT NULL DEFAULT 0,
  -- The flags that do not depend on the day; eyeRecheckOverdue is `eye_recheck_due < today`, in the query.
  flags text[] NOT NULL DEFAULT '{}',
  next_due_date date,
  eye_recheck_due date,
  last_visit_date date,
  -- The name's pinyin without tones or spaces (wangxiaoyu) and its initials (wxy), lower case.
  name_pinyin text NOT NULL DEFAULT '',
  name_initials text NOT NULL DEFAULT ''
);
CREATE INDEX patient_summaries_stale_idx ON patient_summaries (family_member_id) WHERE NOT fresh;

-- Marks the members of the changed rows stale. Statement-level with the changed rows as a transition table:
-- one statement of a thousand records costs one upsert, not a thousand. Members that no longer exist (a
-- cascade from their deletion) are skipped.
CREATE OR REPLACE FUNCTION sprout_patient_summary_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'growth_records' THEN
    INSERT INTO patient_summaries (family_member_id)
      SELECT DISTINCT p.family_member_id FROM changed c JOIN growth_profiles p ON p.id = c.growth_id
      JOIN family_members m ON m.id = p.family_member_id
      ON CONFLICT (family_member_id) DO UPDATE SET version = patient_summaries.version + 1, fresh = false;
  ELSIF TG_TABLE_NAME = 'eye_exams' THEN
    INSERT INTO patient_summaries (family_member_id)
      SELECT DISTINCT p.family_member_id FROM changed c JOIN eye_profiles p ON p.id = c.eye_id
      JOIN family_members m ON m.id = p.family_member_id
      ON CONFLICT (family_member_id) DO UPDATE SET version = patient_summaries.version + 1, fresh = false;
  ELSIF TG_TABLE_NAME = 'family_members' THEN
    INSERT INTO patient_summaries (family_member_id)
      SELECT DISTINCT m.id FROM changed c JOIN family_members m ON m.id = c.id
      ON CONFLICT (family_member_id) DO UPDATE SET version = patient_summaries.version + 1, fresh = false;
  ELSE
    -- growth_profiles, eye_profiles, visits, patient_files: the member is on the row.
    INSERT INTO patient_summaries (family_member_id)
      SELECT DISTINCT m.id FROM changed c JOIN family_members m ON m.id = c.family_member_id
      ON CONFLICT (family_member_id) DO UPDATE SET version = patient_summaries.version + 1, fresh = false;
  END IF;
  RETURN NULL;
END;
$$;

-- PostgreSQL allows a transition table only on a trigger of one event: three triggers per table.
CREATE TRIGGER growth_records_summary_ins AFTER INSERT ON growth_records REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
CREATE TRIGGER growth_records_summary_upd AFTER UPDATE ON growth_records REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
CREATE TRIGGER growth_records_summary_del AFTER DELETE ON growth_records REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
CREATE TRIGGER eye_exams_summary_ins AFTER INSERT ON eye_exams REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
CREATE TRIGGER eye_exams_summary_upd AFTER UPDATE ON eye_exams REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
CREATE TRIGGER eye_exams_summary_del AFTER DELETE ON eye_exams REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
CREATE TRIGGER growth_profiles_summary_ins AFTER INSERT ON growth_profiles REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
CREATE TRIGGER growth_profiles_summary_upd AFTER UPDATE ON growth_profiles REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
CREATE TRIGGER growth_profiles_summary_del AFTER DELETE ON growth_profiles REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
CREATE TRIGGER eye_profiles_summary_ins AFTER INSERT ON eye_profiles REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
CREATE TRIGGER eye_profiles_summary_del AFTER DELETE ON eye_profiles REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
CREATE TRIGGER visits_summary_ins AFTER INSERT ON visits REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
CREATE TRIGGER visits_summary_upd AFTER UPDATE ON visits REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
CREATE TRIGGER visits_summary_del AFTER DELETE ON visits REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
-- A member's name, sex or birth date (the flags are scored by age and sex); a new member has no row until read.
CREATE TRIGGER family_members_summary_upd AFTER UPDATE ON family_members REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
-- A new patient file: its member gets a (stale) row, so the list finds what to compute with the partial index
-- above alone. The files already there get theirs now.
CREATE TRIGGER patient_files_summary_ins AFTER INSERT ON patient_files REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
INSERT INTO patient_summaries (family_member_id) SELECT DISTINCT family_member_id FROM patient_files ON CONFLICT DO NOTHING;
