-- Every change that can alter a doctor's free slots (a booking made, moved or cancelled, their
-- weekly hours, their days off) is announced on the live channel "availability" with the doctor's
-- id when its transaction commits (app/utils/live.server.ts). Each server process keeps what it
-- read of a doctor's availability until then, and drops only that doctor's
-- (app/domain/appointments/slots.server.ts). PostgreSQL folds a transaction's identical
-- announcements into one. The changes are those 0010 marks the stored next free slots for.
CREATE FUNCTION "announce_availability"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('availability', OLD."doctor_id"::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('availability', NEW."doctor_id"::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "appointments_availability_announced" AFTER INSERT OR DELETE ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "announce_availability"();
--> statement-breakpoint
-- A status change between kinds of not-cancelled (confirmed, completed, …) frees or takes nothing.
CREATE TRIGGER "appointments_moved_announced"
  AFTER UPDATE OF "doctor_id", "starts_at", "ends_at", "status" ON "appointments"
  FOR EACH ROW WHEN (
    OLD."doctor_id" <> NEW."doctor_id" OR OLD."starts_at" <> NEW."starts_at"
    OR OLD."ends_at" <> NEW."ends_at"
    OR (OLD."status" = 'cancelled') <> (NEW."status" = 'cancelled'))
  EXECUTE FUNCTION "announce_availability"();
--> statement-breakpoint
CREATE TRIGGER "doctor_schedules_availability_announced"
  AFTER INSERT OR DELETE OR UPDATE ON "doctor_schedules"
  FOR EACH ROW EXECUTE FUNCTION "announce_availability"();
--> statement-breakpoint
CREATE TRIGGER "doctor_time_off_availability_announced"
  AFTER INSERT OR DELETE OR UPDATE ON "doctor_time_off"
  FOR EACH ROW EXECUTE FUNCTION "announce_availability"();
