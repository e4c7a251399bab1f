-- Issue 34 part 4: the other adults of a child. A guardian (the account that owns the child, or one it made a
-- guardian) invites a phone with a role; the person signs in with that phone and accepts; a link then gives their
-- account that role towards the child: `guardian` (everything the owner may do) or `caregiver` (read the child
-- and add growth measurements). The access policy reads the link in its one query (auth/repository.ts), so a
-- removed link is refused on the next request on every instance. Both tables go with the child (CASCADE) and with
-- the account on either side; account erasure also drops invites addressed to its phone.
CREATE TABLE member_carers (
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('guardian', 'caregiver')),
  invited_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (family_member_id, account_id)
);
CREATE INDEX member_carers_account_idx ON member_carers (account_id);

CREATE TABLE carer_invites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  phone text NOT NULL CHECK (phone ~ '^1[0-9]{10}$'),
  role text NOT NULL CHECK (role IN ('guardian', 'caregiver')),
  invited_by uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
  revoked_at timestamptz
);
-- One open invite per child and phone: inviting again renews it.
CREATE UNIQUE INDEX carer_invites_open_idx ON carer_invites (family_member_id, phone)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;
CREATE INDEX carer_invites_phone_idx ON carer_invites (phone) WHERE accepted_at IS NULL AND revoked_at IS NULL;
