-- The per-instance read cache is gone (docs/decisions/2800-no-read-cache.md): every request asks the database, so
-- nothing listens for these notices any more, and no write pays for sending one.
DROP TRIGGER IF EXISTS accounts_read_cache ON accounts;
DROP TRIGGER IF EXISTS sessions_read_cache ON sessions;
DROP TRIGGER IF EXISTS family_members_read_cache ON family_members;
DROP TRIGGER IF EXISTS doctors_read_cache ON doctors;
DROP TRIGGER IF EXISTS doctor_clinics_read_cache ON doctor_clinics;
DROP TRIGGER IF EXISTS patient_files_read_cache ON patient_files;
DROP TRIGGER IF EXISTS growth_profiles_read_cache ON growth_profiles;
DROP TRIGGER IF EXISTS growth_records_read_cache ON growth_records;
DROP TRIGGER IF EXISTS eye_profiles_read_cache ON eye_profiles;
DROP TRIGGER IF EXISTS eye_exams_read_cache ON eye_exams;
DROP TRIGGER IF EXISTS member_consents_read_cache ON member_consents;
DROP FUNCTION IF EXISTS sprout_read_cache_notify();
