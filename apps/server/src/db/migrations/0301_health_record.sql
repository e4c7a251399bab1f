-- The family health record (BRIEF "Family health record"): clinic visits with their prescriptions, test
-- reports (imaging and lab) with their items, health checkup reports with their items. Written by doctors
-- of the member's clinic; free text is localized {"zh-CN": ..., "en-US": ...}. Every list is read per member,
-- newest first, so each table is indexed on (family_member_id, date DESC).
CREATE TABLE visits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  clinic_id uuid NOT NULL REFERENCES clinics(id) ON DELETE RESTRICT,
  doctor_id uuid REFERENCES doctors(id) ON DELETE SET NULL,
  visit_date date NOT NULL,
  department jsonb NOT NULL,
  chief_complaint jsonb NOT NULL,
  present_illness jsonb,
  examination jsonb,
  diagnosis jsonb NOT NULL,
  advice jsonb,
  -- The account that wrote it (no foreign key: history outlives accounts, like the audit trail).
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX visits_member_date_idx ON visits (family_member_id, visit_date DESC, created_at DESC);

CREATE TABLE prescriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  visit_id uuid NOT NULL REFERENCES visits(id) ON DELETE CASCADE,
  position integer NOT NULL,
  -- The drug's product code, as the drug pages (/drugs/{productCode}) know it.
  product_code text NOT NULL,
  drug_name jsonb NOT NULL,
  dosage jsonb NOT NULL,
  quantity jsonb,
  duration_days integer CHECK (duration_days > 0),
  UNIQUE (visit_id, position)
);

CREATE TABLE test_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  clinic_id uuid REFERENCES clinics(id) ON DELETE RESTRICT,
  kind text NOT NULL CHECK (kind IN ('lab', 'imaging')),
  name jsonb NOT NULL,
  report_date date NOT NULL,
  conclusion jsonb,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(attachments) = 'array'),
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX test_reports_member_date_idx ON test_reports (family_member_id, report_date DESC, created_at DESC);

CREATE TABLE checkup_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  clinic_id uuid REFERENCES clinics(id) ON DELETE RESTRICT,
  checkup_date date NOT NULL,
  institution jsonb NOT NULL,
  summary jsonb NOT NULL,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(attachments) = 'array'),
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checkup_reports_member_date_idx ON checkup_reports (family_member_id, checkup_date DESC, created_at DESC);

-- Items of a test report or of a checkup report: exactly one parent. Numeric values carry their reference
-- range; the flag is computed from them when both are known, else given by the writer.
CREATE TABLE report_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  test_report_id uuid REFERENCES test_reports(id) ON DELETE CASCADE,
  checkup_report_id uuid REFERENCES checkup_reports(id) ON DELETE CASCADE,
  position integer NOT NULL,
  name jsonb NOT NULL,
  value text NOT NULL,
  unit text,
  reference_low double precision,
  reference_high double precision,
  flag text CHECK (flag IN ('low', 'normal', 'high', 'abnormal')),
  CHECK ((test_report_id IS NULL) <> (checkup_report_id IS NULL)),
  CHECK (reference_low IS NULL OR reference_high IS NULL OR reference_low <= reference_high)
);
CREATE UNIQUE INDEX report_items_test_uq ON report_items (test_report_id, position) WHERE test_report_id IS NOT NULL;
CREATE UNIQUE INDEX report_items_checkup_uq ON report_items (checkup_report_id, position) WHERE checkup_report_id IS NOT NULL;
