-- Issue 28, the doctor's list: a search reads every row of the doctor's clinics (a substring has no index to
-- follow), and was three to five strpos() calls a row (the name, the file number, the outpatient number, and for
-- a keyword of letters the name's pinyin and initials). Each group now is one column, its parts joined by the unit
-- separator U+001F: no keyword holds a control character (http/text-guard.ts refuses them before any handler) and no
-- part does, so a match in the joined column is a match in one of its parts, never across two. Generated: every
-- write of the parts, the triggers' included, keeps them.
ALTER TABLE patient_list
  ADD COLUMN search_text text NOT NULL
    GENERATED ALWAYS AS (name_lower || E'\x1f' || file_number_lower || E'\x1f' || outpatient_number_lower) STORED,
  ADD COLUMN pinyin_text text NOT NULL GENERATED ALWAYS AS (name_pinyin || E'\x1f' || name_initials) STORED;
