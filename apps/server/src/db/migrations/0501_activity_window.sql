-- When a campaign runs (issue 19): an optional start (inclusive) and end (exclusive). Outside the window the
-- public read says the campaign has not started or has ended instead of showing the page; null is open-ended.
ALTER TABLE activity_pages
  ADD COLUMN starts_at timestamptz,
  ADD COLUMN ends_at timestamptz,
  ADD CONSTRAINT activity_pages_window_order CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at);
