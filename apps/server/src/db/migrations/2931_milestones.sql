-- Issue 34 part 2: the developmental milestones and skills a parent ticks, with the day the child first did it. The
-- windows and warning signs they are read against are @sprout/clinical's data, applied on every read, never stored.
-- `milestone` is a key of @sprout/clinical MILESTONE_KEYS ("who.sitting", "sign.sitsAlone"); the API refuses others.
CREATE TABLE milestone_ticks (
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  milestone text NOT NULL CHECK (milestone ~ '^(who|sign)\.[A-Za-z]{2,40}$'),
  achieved_on date NOT NULL,
  recorded_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (family_member_id, milestone)
);
