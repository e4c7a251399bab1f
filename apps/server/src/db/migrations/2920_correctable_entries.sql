-- Issue 30 item 4: a doctor corrects (amends) or withdraws a visit, test report, checkup report or advice once
-- saved. The entry keeps its id and row, which always holds the current version (what every list, export and
-- share reads); each version it replaces is kept whole in health_record_revisions. `version` is the concurrency
-- token: an amendment or withdrawal names the version it was made from, and a stale one is refused (409).
-- A withdrawn entry stays (withdrawn_at set): it leaves the family's lists and the exports, not the history.
ALTER TABLE visits ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  ADD COLUMN amended_at timestamptz, ADD COLUMN amended_by uuid,
  ADD COLUMN withdrawn_at timestamptz, ADD COLUMN withdrawn_by uuid, ADD COLUMN withdrawn_reason text;
ALTER TABLE test_reports ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  ADD COLUMN amended_at timestamptz, ADD COLUMN amended_by uuid,
  ADD COLUMN withdrawn_at timestamptz, ADD COLUMN withdrawn_by uuid, ADD COLUMN withdrawn_reason text;
ALTER TABLE checkup_reports ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  ADD COLUMN amended_at timestamptz, ADD COLUMN amended_by uuid,
  ADD COLUMN withdrawn_at timestamptz, ADD COLUMN withdrawn_by uuid, ADD COLUMN withdrawn_reason text;
ALTER TABLE doctor_advices ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  ADD COLUMN amended_at timestamptz, ADD COLUMN amended_by uuid,
  ADD COLUMN withdrawn_at timestamptz, ADD COLUMN withdrawn_by uuid, ADD COLUMN withdrawn_reason text;

-- The clinic an advice was written at (the others have one): a colleague of that clinic may correct it. Existing
-- advice takes the clinic through which its author reached the member (the oldest such file).
ALTER TABLE doctor_advices ADD COLUMN clinic_id uuid REFERENCES clinics(id) ON DELETE SET NULL;
UPDATE doctor_advices a SET clinic_id = (
  SELECT f.clinic_id FROM patient_files f
    JOIN doctor_clinics dc ON dc.clinic_id = f.clinic_id
    JOIN doctors d ON d.id = dc.doctor_id
  WHERE f.family_member_id = a.family_member_id AND d.account_id = a.author_account_id
  ORDER BY f.created_at, f.id LIMIT 1);

-- Every replaced version of an entry, whole (the row and its prescriptions or items, as stored), with who made
-- that version and when. No foreign key to the entry (kinds differ); the member's deletion takes them along.
CREATE TABLE health_record_revisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  entry_kind text NOT NULL CHECK (entry_kind IN ('visit', 'testReport', 'checkup', 'advice')),
  entry_id uuid NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  content jsonb NOT NULL,
  -- Who made this version and when (the author for version 1), and who replaced it and when.
  made_at timestamptz NOT NULL,
  made_by uuid,
  replaced_at timestamptz NOT NULL DEFAULT now(),
  replaced_by uuid NOT NULL,
  -- One row per version: two corrections of the same version cannot both be kept.
  UNIQUE (entry_kind, entry_id, version)
);
CREATE INDEX health_record_revisions_member_idx ON health_record_revisions (family_member_id);

-- A doctor holding records.amendClinic may correct or withdraw entries colleagues wrote at a clinic they share
-- (the author always may correct their own). Granted to no one by default.
ALTER TABLE account_capabilities DROP CONSTRAINT IF EXISTS account_capabilities_capability_check;
ALTER TABLE account_capabilities ADD CONSTRAINT account_capabilities_capability_check
  CHECK (capability IN ('staff.manage', 'records.amendClinic'));
