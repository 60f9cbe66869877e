CREATE SEQUENCE "public"."prescription_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"number" text NOT NULL,
	"content" jsonb NOT NULL,
	"doctor_name" text NOT NULL,
	"doctor_qualifications" text NOT NULL,
	"doctor_registration_number" text NOT NULL,
	"clinic_name" text NOT NULL,
	"clinic_address" text NOT NULL,
	"clinic_phone" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_age" text,
	"patient_sex" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" text,
	"replaces_id" uuid,
	"verification_code" text NOT NULL,
	CONSTRAINT "prescriptions_cancel_complete" CHECK (("prescriptions"."cancelled_at" IS NULL AND "prescriptions"."cancel_reason" IS NULL AND "prescriptions"."cancelled_by" IS NULL) OR ("prescriptions"."cancelled_at" IS NOT NULL AND length("prescriptions"."cancel_reason") > 0))
);
--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_replaces_id_prescriptions_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_number_idx" ON "prescriptions" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_verification_code_idx" ON "prescriptions" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "prescriptions_appointment_idx" ON "prescriptions" USING btree ("appointment_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_one_current_idx" ON "prescriptions" USING btree ("appointment_id") WHERE "prescriptions"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_replaces_idx" ON "prescriptions" USING btree ("replaces_id");--> statement-breakpoint
-- Prescriptions are never changed after issue (issue 16, item 7): the only change allowed is
-- cancelling one, once (setting cancelled_at, cancel_reason and cancelled_by), and no row is
-- ever deleted. Enforced here, in the database, whatever the application does.
CREATE OR REPLACE FUNCTION prescriptions_never_edited() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'TRUNCATE') THEN
    RAISE EXCEPTION 'prescriptions cannot be deleted'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF OLD.cancelled_at IS NOT NULL THEN
    RAISE EXCEPTION 'prescription % is already cancelled', OLD.number
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF NEW.cancelled_at IS NULL
    OR (to_jsonb(NEW) - 'cancelled_at' - 'cancel_reason' - 'cancelled_by')
      IS DISTINCT FROM (to_jsonb(OLD) - 'cancelled_at' - 'cancel_reason' - 'cancelled_by') THEN
    RAISE EXCEPTION 'prescription % cannot be changed, only cancelled', OLD.number
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER prescriptions_never_edited
  BEFORE UPDATE OR DELETE ON prescriptions
  FOR EACH ROW EXECUTE FUNCTION prescriptions_never_edited();--> statement-breakpoint
CREATE TRIGGER prescriptions_never_truncated
  BEFORE TRUNCATE ON prescriptions
  FOR EACH STATEMENT EXECUTE FUNCTION prescriptions_never_edited();
