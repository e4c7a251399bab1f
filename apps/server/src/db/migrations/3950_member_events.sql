-- Issue 33: events on the child's charts (a treatment started or stopped, an illness), written by the family or a
-- doctor of the child's clinic and drawn as markers on the growth and eye charts at the child's age on that day.
CREATE TABLE member_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  event_date date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('treatmentStart', 'treatmentStop', 'illness', 'other')),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 40),
  created_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
  -- Written by a doctor of the child's clinic, not by the family: the family sees "by the clinic".
  by_clinic boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_events_member_idx ON member_events (family_member_id, event_date, id);
