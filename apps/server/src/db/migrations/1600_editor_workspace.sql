-- Editors' workspace (issue 16).
--
-- Leads get a follow-up status (new -> contacted -> closed), changed by editors and kept with who and when.
ALTER TABLE leads ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed'));
ALTER TABLE leads ADD COLUMN status_changed_at timestamptz;
ALTER TABLE leads ADD COLUMN status_changed_by uuid REFERENCES accounts(id) ON DELETE SET NULL;
CREATE INDEX leads_status_created_idx ON leads (status, created_at DESC);

-- The trail also records what an editor's write touched (the request path with its ids, never a body),
-- so "who touched what" can be answered without storing any content in it. Older rows have none.
ALTER TABLE audit_events ADD COLUMN target text;
CREATE INDEX audit_events_action_idx ON audit_events (action, occurred_at DESC);
