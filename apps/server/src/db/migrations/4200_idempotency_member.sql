-- Issue 28: a growth save's key is answered as its reply leaves, no longer before it (db/write-alongside.ts). A
-- member's erasure deletes the kept answers that name the member (modules/leaving/repository.ts); an answer still on
-- its way would have written one back after it. The claim now names the member whose data the write touched, and goes
-- with the member: an answer arriving after the erasure finds no claim to complete. Null for a write about no member.
ALTER TABLE idempotency_keys ADD COLUMN family_member_id uuid REFERENCES family_members (id) ON DELETE CASCADE;
CREATE INDEX idempotency_keys_member ON idempotency_keys (family_member_id) WHERE family_member_id IS NOT NULL;
