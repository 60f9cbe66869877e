-- A doctor can never hold two active appointments that overlap, whatever the application does:
-- concurrent bookings of one slot race here and all but one fail with SQLSTATE 23P01.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" <> 'cancelled');
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_ends_after_start" CHECK ("ends_at" > "starts_at");
--> statement-breakpoint
ALTER TABLE "doctor_schedules" ADD CONSTRAINT "doctor_schedules_valid" CHECK ("weekday" BETWEEN 1 AND 7 AND "end_time" > "start_time" AND "slot_minutes" BETWEEN 5 AND 240);
--> statement-breakpoint
ALTER TABLE "doctor_time_off" ADD CONSTRAINT "doctor_time_off_valid" CHECK ("ends_on" >= "starts_on");
