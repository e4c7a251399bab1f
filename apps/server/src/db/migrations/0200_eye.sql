-- Eye axis (myopia): one eye profile per family member and its exams.
--
-- eye_profiles.id is the API's eyeId; eye_axis_id is a second identifier that older clients call eyeAxisId.
-- Both are unique and resolve to the same profile (spec §3: interchangeable, eyeId used when present).
CREATE TABLE eye_profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  eye_axis_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  family_member_id uuid NOT NULL UNIQUE REFERENCES family_members(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per exam; right eye = OD (od_*), left eye = OS (os_*). The bounds repeat the API's (EYE_EXAM_LIMITS)
-- so that no path into the table, however it is written, can store a typing error.
--
-- Not unique per (eye_id, exam_date): a doctor may re-measure on the same day (after cycloplegia, or a second
-- biometer reading) and both readings are kept. The CSV importer, which would otherwise duplicate a whole
-- history on a second import of the same export, reports rows of an already-stored date and skips them.
CREATE TABLE eye_exams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  eye_id uuid NOT NULL REFERENCES eye_profiles(id) ON DELETE CASCADE,
  exam_date date NOT NULL,
  treatment text NOT NULL DEFAULT 'none' CHECK (treatment IN ('none', 'single_vision', 'orthokeratology', 'defocus_spectacles', 'low_dose_atropine', 'red_light', 'other')),
  device text CHECK (char_length(device) <= 100),
  notes text CHECK (char_length(notes) <= 1000),
  od_axial_length_mm numeric(5,2) CHECK (od_axial_length_mm BETWEEN 15 AND 35),
  od_sphere numeric(5,2) CHECK (od_sphere BETWEEN -30 AND 20),
  od_cylinder numeric(5,2) CHECK (od_cylinder BETWEEN -10 AND 10),
  od_axis smallint CHECK (od_axis BETWEEN 0 AND 180),
  od_k1 numeric(5,2) CHECK (od_k1 BETWEEN 35 AND 55),
  od_k2 numeric(5,2) CHECK (od_k2 BETWEEN 35 AND 55),
  od_corneal_radius_mm numeric(4,2) CHECK (od_corneal_radius_mm BETWEEN 6 AND 10),
  od_ucva numeric(3,2) CHECK (od_ucva BETWEEN 0.01 AND 2),
  od_bcva numeric(3,2) CHECK (od_bcva BETWEEN 0.01 AND 2),
  od_iop numeric(3,1) CHECK (od_iop BETWEEN 5 AND 60),
  os_axial_length_mm numeric(5,2) CHECK (os_axial_length_mm BETWEEN 15 AND 35),
  os_sphere numeric(5,2) CHECK (os_sphere BETWEEN -30 AND 20),
  os_cylinder numeric(5,2) CHECK (os_cylinder BETWEEN -10 AND 10),
  os_axis smallint CHECK (os_axis BETWEEN 0 AND 180),
  os_k1 numeric(5,2) CHECK (os_k1 BETWEEN 35 AND 55),
  os_k2 numeric(5,2) CHECK (os_k2 BETWEEN 35 AND 55),
  os_corneal_radius_mm numeric(4,2) CHECK (os_corneal_radius_mm BETWEEN 6 AND 10),
  os_ucva numeric(3,2) CHECK (os_ucva BETWEEN 0.01 AND 2),
  os_bcva numeric(3,2) CHECK (os_bcva BETWEEN 0.01 AND 2),
  os_iop numeric(3,1) CHECK (os_iop BETWEEN 5 AND 60),
  -- The doctor's account; kept when the account goes, so the exam is not lost with it.
  created_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
  updated_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Every read is "this profile's exams, newest first" (paged) or all of them by date for the curve.
CREATE INDEX eye_exams_eye_date_idx ON eye_exams (eye_id, exam_date DESC, created_at DESC);
