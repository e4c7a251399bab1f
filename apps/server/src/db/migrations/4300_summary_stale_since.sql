-- Issue 28: the doctor's list is answered only when no summary it depends on is stale, so that it shows every write
-- acknowledged before it was asked for. Under parents' saves some summary at a clinic was nearly always stale (a save
-- every 20 ms against a refresh of 30-60 ms), and a page waited for a refresh begun after it, which chased the writes
-- landing meanwhile. A summary now says since when it has been stale: the start of the transaction of the oldest
-- write it does not hold yet (now(), as PostgreSQL dates a transaction), of any kind (stale_since), and of the kinds
-- that may move its row in any order, filter or search of the list but the due date's and the flags' (the member's
-- own row, its visits and its patient files: member_stale_since). A write acknowledged before a page was asked for
-- began before it: the page's check counts the rows stale since before its first statement, and only those its
-- order, filter and rows depend on (modules/doctor/patient-page-repository.ts).
ALTER TABLE patient_summaries ADD COLUMN stale_since timestamptz, ADD COLUMN member_stale_since timestamptz;
-- Stale rows of before this migration: since when, and from what, is unknown, so since always and from anything.
UPDATE patient_summaries SET stale_since = '-infinity', member_stale_since = '-infinity' WHERE NOT fresh;
-- A member's first summary row is stale, of every kind, from the transaction that inserts it.
ALTER TABLE patient_summaries ALTER COLUMN stale_since SET DEFAULT now(), ALTER COLUMN member_stale_since SET DEFAULT now();

-- As 4150, with the oldest write a stale row does not hold kept: a fresh row becomes stale now, a stale one stays
-- stale since when it was. A growth record, an eye exam, a profile or a milestone tick changes what the flags and the
-- due dates are computed from; the member's row, a visit or a patient file may change anything of the row.
CREATE OR REPLACE FUNCTION sprout_patient_summary_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed) THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'growth_records' THEN
    INSERT INTO patient_summaries (family_member_id)
      SELECT DISTINCT p.family_member_id FROM changed c JOIN growth_profiles p ON p.id = c.growth_id
      JOIN family_members m ON m.id = p.family_member_id
      ON CONFLICT (family_member_id) DO UPDATE SET version = patient_summaries.version + 1, fresh = false,
        stale_since = CASE WHEN patient_summaries.fresh THEN now() ELSE coalesce(patient_summaries.stale_since, now()) END;
  ELSIF TG_TABLE_NAME = 'eye_exams' THEN
    INSERT INTO patient_summaries (family_member_id)
      SELECT DISTINCT p.family_member_id FROM changed c JOIN eye_profiles p ON p.id = c.eye_id
      JOIN family_members m ON m.id = p.family_member_id
      ON CONFLICT (family_member_id) DO UPDATE SET version = patient_summaries.version + 1, fresh = false,
        stale_since = CASE WHEN patient_summaries.fresh THEN now() ELSE coalesce(patient_summaries.stale_since, now()) END;
  ELSIF TG_TABLE_NAME = 'family_members' THEN
    INSERT INTO patient_summaries (family_member_id)
      SELECT DISTINCT m.id FROM changed c JOIN family_members m ON m.id = c.id
      ON CONFLICT (family_member_id) DO UPDATE SET version = patient_summaries.version + 1, fresh = false,
        stale_since = CASE WHEN patient_summaries.fresh THEN now() ELSE coalesce(patient_summaries.stale_since, now()) END,
        member_stale_since = CASE WHEN patient_summaries.fresh THEN now() ELSE coalesce(patient_summaries.member_stale_since, now()) END;
  ELSIF TG_TABLE_NAME IN ('visits', 'patient_files') THEN
    INSERT INTO patient_summaries (family_member_id)
      SELECT DISTINCT m.id FROM changed c JOIN family_members m ON m.id = c.family_member_id
      ON CONFLICT (family_member_id) DO UPDATE SET version = patient_summaries.version + 1, fresh = false,
        stale_since = CASE WHEN patient_summaries.fresh THEN now() ELSE coalesce(patient_summaries.stale_since, now()) END,
        member_stale_since = CASE WHEN patient_summaries.fresh THEN now() ELSE coalesce(patient_summaries.member_stale_since, now()) END;
  ELSE
    -- growth_profiles, eye_profiles, milestone_ticks: the member is on the row.
    INSERT INTO patient_summaries (family_member_id)
      SELECT DISTINCT m.id FROM changed c JOIN family_members m ON m.id = c.family_member_id
      ON CONFLICT (family_member_id) DO UPDATE SET version = patient_summaries.version + 1, fresh = false,
        stale_since = CASE WHEN patient_summaries.fresh THEN now() ELSE coalesce(patient_summaries.stale_since, now()) END;
  END IF;
  RETURN NULL;
END;
$$;
