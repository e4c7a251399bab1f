-- Issue 33: bone age readings. A doctor of the child's clinic records the skeletal age read from a hand-and-wrist
-- radiograph; the growth chart plots the height measured nearest that day a second time at the bone age.
CREATE TABLE bone_ages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  taken_on date NOT NULL,
  bone_age_months integer NOT NULL CHECK (bone_age_months BETWEEN 0 AND 240),
  method text NOT NULL CHECK (method IN ('greulichPyle', 'tw3', 'chn05', 'other')),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 60),
  created_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bone_ages_member_idx ON bone_ages (family_member_id, taken_on, id);
