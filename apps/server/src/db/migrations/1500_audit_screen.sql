-- One audit row per screen, not per query (issue 15 item 5). The web client names each screen it shows with a
-- random id (header x-screen-view); the reads that screen makes of one member share the row. Calls without the
-- header (other clients, scripts) keep one row per call.
ALTER TABLE audit_events ADD COLUMN screen_view_id uuid;
CREATE UNIQUE INDEX audit_events_screen_uq ON audit_events
  (account_id, screen_view_id, coalesce(family_member_id, '00000000-0000-0000-0000-000000000000'::uuid), action)
  WHERE screen_view_id IS NOT NULL AND action = 'read';
