-- The read cache (db/read-cache.ts) keeps, per server instance, who holds a token, who may reach which child and
-- the answers of the growth and eye reads. Whatever writes one of the tables they come from (any instance, the
-- seed, a job, psql) tells every instance through NOTIFY, which PostgreSQL delivers only once the transaction
-- commits; each instance then drops its cache. Statement-level triggers: one notice per statement, not per row,
-- and PostgreSQL folds identical notices of one transaction into one.
CREATE OR REPLACE FUNCTION sprout_read_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sprout_read_cache', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER accounts_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_read_cache_notify();
-- A new session changes no cached answer (unknown tokens are never cached); revoking or deleting one does.
CREATE TRIGGER sessions_read_cache AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_read_cache_notify();
CREATE TRIGGER family_members_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON family_members
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_read_cache_notify();
CREATE TRIGGER doctors_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON doctors
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_read_cache_notify();
CREATE TRIGGER doctor_clinics_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON doctor_clinics
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_read_cache_notify();
CREATE TRIGGER patient_files_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON patient_files
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_read_cache_notify();
CREATE TRIGGER growth_profiles_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON growth_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_read_cache_notify();
CREATE TRIGGER growth_records_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON growth_records
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_read_cache_notify();
CREATE TRIGGER eye_profiles_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON eye_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_read_cache_notify();
CREATE TRIGGER eye_exams_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON eye_exams
  FOR EACH STATEMENT EXECUTE FUNCTION sprout_read_cache_notify();
