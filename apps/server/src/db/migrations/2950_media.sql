-- Issue 30 items 10 and 11: uploaded images and PDFs. One row per distinct content (sha256): the same bytes
-- uploaded twice are the same media. The bytes live in `data` on the embedded default and on PostgreSQL, or in
-- S3-compatible storage under `storage_key` when the S3 settings are given (modules/media/storage.ts).
CREATE TABLE media (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('image', 'document')),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL UNIQUE CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  filename text NOT NULL,
  uploaded_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  data bytea,
  storage_key text,
  CHECK ((data IS NULL) <> (storage_key IS NULL))
);
CREATE INDEX media_created_idx ON media (created_at DESC, id);
