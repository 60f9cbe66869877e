-- A booking made announces itself in full on the channel "availability":
--   <doctor id> <appointment id> <starts at, epoch ms> <ends at, epoch ms> <request key>
-- so that each server process can add it to the availability it keeps instead of reading that
-- doctor's availability again (app/domain/appointments/slots.server.ts). A statement that inserts
-- several appointments (a seed, an import), or a cancelled one, announces only the doctors' ids as
-- before: whoever kept their availability reads it again. Deletions keep 0023's per-row trigger.
DROP TRIGGER "appointments_availability_announced" ON "appointments";
--> statement-breakpoint
CREATE TRIGGER "appointments_availability_announced" AFTER DELETE ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "announce_availability"();
--> statement-breakpoint
CREATE FUNCTION "announce_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM inserted) = 1 THEN
    PERFORM pg_notify('availability', CASE WHEN i."status" = 'cancelled' THEN i."doctor_id"::text
      ELSE concat_ws(' ', i."doctor_id", i."id",
        floor(extract(epoch FROM i."starts_at") * 1000)::bigint,
        floor(extract(epoch FROM i."ends_at") * 1000)::bigint, i."request_key") END)
    FROM inserted i;
  ELSE
    PERFORM pg_notify('availability', d."doctor_id"::text)
    FROM (SELECT DISTINCT "doctor_id" FROM inserted) d;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "appointments_booking_announced" AFTER INSERT ON "appointments"
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_bookings"();
