-- Every change that can alter a doctor's free slots (a booking made, moved or cancelled, their
-- weekly hours, their days off) is announced on the live channel "availability" with the doctor's
-- id when its transaction commits (app/utils/live.server.ts). Each server process keeps what it
-- read of a doctor's availability until then, and drops only that doctor's
-- (app/domain/appointments/slots.server.ts). Otherwise as 0010: the stored next free slots are
-- marked out of date in the same transaction.
CREATE OR REPLACE FUNCTION "doctor_availability_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'appointments' THEN
    IF TG_OP = 'UPDATE'
      AND OLD."doctor_id" = NEW."doctor_id"
      AND OLD."starts_at" = NEW."starts_at"
      AND OLD."ends_at" = NEW."ends_at"
      AND (OLD."status" = 'cancelled') = (NEW."status" = 'cancelled') THEN
      RETURN NULL;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      UPDATE "doctor_availability" SET "version" = "version" + 1
        WHERE "doctor_id" = OLD."doctor_id" AND OLD."starts_at" < "covers_until";
    END IF;
    IF TG_OP <> 'DELETE' THEN
      UPDATE "doctor_availability" SET "version" = "version" + 1
        WHERE "doctor_id" = NEW."doctor_id" AND NEW."starts_at" < "covers_until";
    END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN
      UPDATE "doctor_availability" SET "version" = "version" + 1 WHERE "doctor_id" = OLD."doctor_id";
    END IF;
    IF TG_OP <> 'DELETE' THEN
      UPDATE "doctor_availability" SET "version" = "version" + 1 WHERE "doctor_id" = NEW."doctor_id";
    END IF;
  END IF;
  -- One announcement per doctor and transaction: PostgreSQL folds identical ones together.
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('availability', OLD."doctor_id"::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('availability', NEW."doctor_id"::text);
  END IF;
  RETURN NULL;
END $$;
