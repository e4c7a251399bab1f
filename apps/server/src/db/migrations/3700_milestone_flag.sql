-- Issue 34: the doctor's patient list flags a child whose milestones screen says "talk to your doctor" (a national
-- warning sign applies at the child's age, or a WHO motor milestone is past its window). Whether it applies depends
-- on the day (the child's age) as well as on the ticks, so, as for eye_recheck_due, the row keeps the days it
-- applies and the list's query tests today against them. The days are not one "from" date: the flag also stops (at
-- 7 years, when the signs end; at a check age whose signs were all ticked ahead), so they are the periods
-- @sprout/clinical milestoneConcernPeriods gives from the day the row was computed on; empty when none.
ALTER TABLE patient_summaries ADD COLUMN milestone_concern_days datemultirange NOT NULL DEFAULT '{}';

-- Ticking or unticking a milestone marks the child's row stale (the member is on the row: the function's last branch).
CREATE TRIGGER milestone_ticks_summary_ins AFTER INSERT ON milestone_ticks REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
CREATE TRIGGER milestone_ticks_summary_upd AFTER UPDATE ON milestone_ticks REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
CREATE TRIGGER milestone_ticks_summary_del AFTER DELETE ON milestone_ticks REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_patient_summary_stale();
