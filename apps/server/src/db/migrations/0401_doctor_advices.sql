-- Advice a clinic doctor writes for one family member, shown beside the rule-based advice.
CREATE TABLE doctor_advices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  author_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX doctor_advices_member_idx ON doctor_advices (family_member_id, created_at DESC);
