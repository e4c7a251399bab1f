-- Issue 29: deleting a family member erases it and all its data (PIPL art. 47, the deletion right), as leaving
-- erases an account (migration 1820), instead of hiding it behind deleted_at with every record kept.
--
-- Questionnaires answered about the member are the member's data: they go with it, no longer kept with the
-- member's id set to null.
ALTER TABLE questionnaire_submissions DROP CONSTRAINT questionnaire_submissions_family_member_id_fkey;
ALTER TABLE questionnaire_submissions ADD CONSTRAINT questionnaire_submissions_family_member_id_fkey
  FOREIGN KEY (family_member_id) REFERENCES family_members(id) ON DELETE CASCADE;
-- The reward such a questionnaire earned is the account's (points or a coupon, granted once per account and
-- questionnaire) and stays when the submission goes.
ALTER TABLE questionnaire_rewards ALTER COLUMN submission_id DROP NOT NULL;
ALTER TABLE questionnaire_rewards DROP CONSTRAINT questionnaire_rewards_submission_id_fkey;
ALTER TABLE questionnaire_rewards ADD CONSTRAINT questionnaire_rewards_submission_id_fkey
  FOREIGN KEY (submission_id) REFERENCES questionnaire_submissions(id) ON DELETE SET NULL;
-- Members removed before this migration were only hidden: their parents asked for them to go, so they go now,
-- with every row of their data (the cascades). The audit trail keeps its rows about them (ids only).
DELETE FROM family_members WHERE deleted_at IS NOT NULL;
-- Nothing hides a member any more: the column stays for the queries that read it, and is always null.
ALTER TABLE family_members ADD CONSTRAINT family_members_never_hidden CHECK (deleted_at IS NULL);
