-- Live updates (app/utils/live.server.ts): any change to what public pages show is announced on
-- the channel data_changed, once per statement, when its transaction commits. Every server
-- process listens, so caches of public pages are dropped everywhere at once.
CREATE OR REPLACE FUNCTION announce_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER departments_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_changed();
--> statement-breakpoint
CREATE TRIGGER doctors_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON doctors
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_changed();
--> statement-breakpoint
CREATE TRIGGER doctor_schedules_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON doctor_schedules
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_changed();
--> statement-breakpoint
CREATE TRIGGER doctor_time_off_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON doctor_time_off
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_changed();
--> statement-breakpoint
CREATE TRIGGER appointments_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_changed();
--> statement-breakpoint
-- What content from the repository was last copied into the database (name → hash), so a start
-- with unchanged content skips the copy.
CREATE TABLE content_versions (
  name text PRIMARY KEY,
  hash text NOT NULL
);
