CREATE SEQUENCE "public"."prescription_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "consultation_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appointment_id" uuid NOT NULL,
	"sender_role" text NOT NULL,
	"sender_user_id" text,
	"sender_name" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_messages_not_empty" CHECK (length("consultation_messages"."body") > 0 OR "consultation_messages"."file_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "consultation_signals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_signals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appointment_id" uuid NOT NULL,
	"from_role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"role" text NOT NULL,
	"user_id" text,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"patient_note" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"call_outcome" text,
	"call_outcome_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file_contents" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"owner_user_id" text,
	"media_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"original_name" text NOT NULL,
	"backend" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_byte_size" CHECK ("stored_files"."byte_size" > 0)
);
--> statement-breakpoint
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
ALTER TABLE "consultation_documents" ADD CONSTRAINT "consultation_documents_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_documents" ADD CONSTRAINT "consultation_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_sender_user_id_user_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_signals" ADD CONSTRAINT "consultation_signals_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_visits" ADD CONSTRAINT "consultation_visits_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_visits" ADD CONSTRAINT "consultation_visits_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file_contents" ADD CONSTRAINT "stored_file_contents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_replaces_id_prescriptions_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_documents_room_idx" ON "consultation_documents" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "consultation_messages_room_idx" ON "consultation_messages" USING btree ("appointment_id","id");--> statement-breakpoint
CREATE INDEX "consultation_signals_room_idx" ON "consultation_signals" USING btree ("appointment_id","id");--> statement-breakpoint
CREATE INDEX "consultation_visits_room_idx" ON "consultation_visits" USING btree ("appointment_id","left_at");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_number_idx" ON "prescriptions" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_verification_code_idx" ON "prescriptions" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "prescriptions_appointment_idx" ON "prescriptions" USING btree ("appointment_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_one_current_idx" ON "prescriptions" USING btree ("appointment_id") WHERE "prescriptions"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_replaces_idx" ON "prescriptions" USING btree ("replaces_id");--> statement-breakpoint
-- Photos and PDFs are already compressed: PostgreSQL trying to compress them again only costs time.
ALTER TABLE "stored_file_contents" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
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
