-- Issue 30: a child's report attachments (docs/decisions/3600-private-attachments.md). Checked and stored like
-- media (migration 2950: type from the first bytes, the bytes in `data` or in S3 under `storage_key`), but each
-- belongs to one child and is served only to those who may read that child's record, never at /media. The same
-- bytes uploaded twice for one child are one attachment; another child's copy is its own row, so nothing about
-- one child's files can be learned through another's.
CREATE TABLE member_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_member_id uuid NOT NULL REFERENCES family_members(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('image', 'document')),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  filename text NOT NULL CHECK (char_length(filename) BETWEEN 1 AND 200),
  uploaded_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  data bytea,
  storage_key text,
  CHECK ((data IS NULL) <> (storage_key IS NULL)),
  UNIQUE (family_member_id, sha256)
);
CREATE INDEX member_attachments_member_created_idx ON member_attachments (family_member_id, created_at DESC, id);
