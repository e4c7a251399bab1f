-- Issue 30 item 3: published surveys, questionnaires and plans are edited as a draft and published in a separate
-- step. Saving appends a version as before; parents get the version named here until an editor publishes a newer
-- one. Existing rows go on showing what parents saw before this change: their newest version.
ALTER TABLE surveys ADD COLUMN published_version integer;
ALTER TABLE questionnaires ADD COLUMN published_version integer;
ALTER TABLE plans ADD COLUMN published_version integer;

UPDATE surveys s SET published_version = (SELECT max(v.version) FROM survey_versions v WHERE v.survey_id = s.id);
UPDATE questionnaires q
  SET published_version = (SELECT max(v.version) FROM questionnaire_versions v WHERE v.questionnaire_id = q.id);
UPDATE plans p SET published_version = (SELECT max(v.version) FROM plan_versions v WHERE v.plan_id = p.id);
