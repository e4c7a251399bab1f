-- Issue 34: the vaccine doses a parent records for a family member (date, vaccine, dose number, batch). The schedule
-- with its due and overdue doses is computed from them on every read (@sprout/clinical planImmunisation), never
-- stored, so a change of the schedule's rules needs no migration. One row per vaccine and dose number: a second
-- "HepB dose 2" is a mistake to correct (delete, then record), not a second fact.
CREATE TABLE vaccination_doses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  -- @sprout/clinical VACCINE_CODES: the national programme's vaccines and the common optional ones.
  vaccine text NOT NULL CHECK (vaccine IN ('HepB', 'BCG', 'IPV', 'bOPV', 'DTaP', 'DT', 'MMR', 'JE-L', 'JE-I', 'MPSV-A',
    'MPSV-AC', 'HepA-L', 'HepA-I', 'HPV', 'Hib', 'PCV13', 'RV', 'VAR', 'FLU', 'EV71')),
  dose_number integer NOT NULL CHECK (dose_number BETWEEN 1 AND 20),
  given_on date NOT NULL,
  batch text CHECK (char_length(batch) <= 40),
  -- Who recorded it (the owner parent); kept as an id only.
  recorded_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT vaccination_doses_dose_uq UNIQUE (family_member_id, vaccine, dose_number)
);
