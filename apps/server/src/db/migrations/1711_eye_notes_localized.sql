-- An exam's notes in both interface languages, like the health record's texts (issue 19): the demo notes
-- were one string holding both ("户外活动每天 2 小时 / 2 h outdoors a day"). A note written in one language is
-- kept for both, as written; the length limit of the API (1000 characters per language) stays in the API.
ALTER TABLE eye_exams DROP CONSTRAINT eye_exams_notes_check;
ALTER TABLE eye_exams ALTER COLUMN notes TYPE jsonb
  USING CASE WHEN notes IS NULL THEN NULL ELSE jsonb_build_object('zh-CN', notes, 'en-US', notes) END;
