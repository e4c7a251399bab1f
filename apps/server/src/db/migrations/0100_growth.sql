-- Growth: one profile per family member (gestation at birth, parents' heights) and its dated measurements.
-- Raw measurements only: z-scores and centiles are computed on read, so a better reference never means
-- rewriting data.
CREATE TABLE growth_profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_member_id uuid NOT NULL UNIQUE REFERENCES family_members(id) ON DELETE CASCADE,
  full_term_flag smallint NOT NULL DEFAULT 1 CHECK (full_term_flag IN (0, 1)),
  -- Whole days at birth; only for a preterm baby (22+0 to 36+6 weeks).
  gestational_age_days integer CHECK (gestational_age_days BETWEEN 154 AND 258),
  father_height_cm double precision CHECK (father_height_cm BETWEEN 120 AND 230),
  mother_height_cm double precision CHECK (mother_height_cm BETWEEN 120 AND 230),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((full_term_flag = 1 AND gestational_age_days IS NULL) OR (full_term_flag = 0 AND gestational_age_days IS NOT NULL))
);

CREATE TABLE growth_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  growth_id uuid NOT NULL REFERENCES growth_profiles(id) ON DELETE CASCADE,
  record_date date NOT NULL,
  height_cm double precision CHECK (height_cm BETWEEN 30 AND 220),
  weight_kg double precision CHECK (weight_kg BETWEEN 0.5 AND 150),
  head_cm double precision CHECK (head_cm BETWEEN 20 AND 65),
  measure text CHECK (measure IN ('lying', 'standing')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (height_cm IS NOT NULL OR weight_kg IS NOT NULL OR head_cm IS NOT NULL)
);
-- One record per child per day; the same index serves the newest-first pages (scanned backwards) and the
-- whole-history reads of the curve.
CREATE UNIQUE INDEX growth_records_growth_date_uq ON growth_records (growth_id, record_date);
