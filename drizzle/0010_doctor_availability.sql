CREATE TABLE "doctor_availability" (
	"doctor_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"computed_version" bigint DEFAULT -1 NOT NULL,
	"free_starts" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL,
	"free_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"next_starts_at" timestamp with time zone GENERATED ALWAYS AS (free_starts[1]) STORED,
	"next_location" text GENERATED ALWAYS AS (free_locations[1]) STORED,
	"valid_from" timestamp with time zone DEFAULT '-infinity'::timestamptz NOT NULL,
	"fresh_until" timestamp with time zone DEFAULT '-infinity'::timestamptz NOT NULL,
	"covers_until" timestamp with time zone DEFAULT 'infinity'::timestamptz NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctor_availability" ADD CONSTRAINT "doctor_availability_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every doctor has a row from the start, so the triggers below always find one to bump.
INSERT INTO "doctor_availability" ("doctor_id") SELECT "id" FROM "doctors";
--> statement-breakpoint
CREATE FUNCTION "doctor_availability_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "doctor_availability" ("doctor_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "doctors_availability_row" AFTER INSERT ON "doctors"
  FOR EACH ROW EXECUTE FUNCTION "doctor_availability_add"();
--> statement-breakpoint
-- A change that can alter a doctor's free slots marks the stored ones out of date, in the same
-- transaction as the change. A booking that starts after what is stored cannot alter it.
CREATE FUNCTION "doctor_availability_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "appointments_availability" AFTER INSERT OR DELETE OR UPDATE OF "doctor_id", "starts_at", "ends_at", "status" ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "doctor_availability_changed"();
--> statement-breakpoint
CREATE TRIGGER "doctor_schedules_availability" AFTER INSERT OR DELETE OR UPDATE ON "doctor_schedules"
  FOR EACH ROW EXECUTE FUNCTION "doctor_availability_changed"();
--> statement-breakpoint
CREATE TRIGGER "doctor_time_off_availability" AFTER INSERT OR DELETE OR UPDATE ON "doctor_time_off"
  FOR EACH ROW EXECUTE FUNCTION "doctor_availability_changed"();
