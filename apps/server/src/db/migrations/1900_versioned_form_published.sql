-- Issue 16 item 2: editors publish and withdraw disease surveys and questionnaires. A withdrawn one is hidden from
-- parents (404) and takes no answers; its versions and every answer already given stay. Existing ones stay live;
-- the server creates new ones unpublished (drafts until an editor publishes them).
ALTER TABLE surveys ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE questionnaires ADD COLUMN published boolean NOT NULL DEFAULT true;
