-- A doctor's advice in the reader's language where it has been given one (issue 31: the demo's advice was Chinese
-- on English screens): {"en-US": "..."}; `text` stays the advice as written and the fallback.
ALTER TABLE doctor_advices ADD COLUMN translations jsonb;
