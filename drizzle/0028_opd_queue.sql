CREATE TABLE "opd_token_counters" (
	"doctor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "opd_token_counters_doctor_id_day_pk" PRIMARY KEY("doctor_id","day")
);
--> statement-breakpoint
CREATE TABLE "opd_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"token" integer NOT NULL,
	"kind" text NOT NULL,
	"appointment_id" uuid,
	"booked_for" timestamp with time zone,
	"patient_user_id" text,
	"patient_name" text NOT NULL,
	"patient_phone" text NOT NULL,
	"patient_age" smallint,
	"patient_sex" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"arrived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	"called_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"skipped_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"issued_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opd_visits_token_positive" CHECK ("opd_visits"."token" > 0),
	CONSTRAINT "opd_visits_booked" CHECK (("opd_visits"."kind" = 'booked') = ("opd_visits"."appointment_id" IS NOT NULL AND "opd_visits"."booked_for" IS NOT NULL)),
	CONSTRAINT "opd_visits_age" CHECK ("opd_visits"."patient_age" IS NULL OR "opd_visits"."patient_age" BETWEEN 0 AND 130),
	CONSTRAINT "opd_visits_called" CHECK ("opd_visits"."status" NOT IN ('called', 'done') OR "opd_visits"."called_at" IS NOT NULL),
	CONSTRAINT "opd_visits_done" CHECK (("opd_visits"."status" = 'done') = ("opd_visits"."done_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "prescriptions" ALTER COLUMN "appointment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "opd_visit_id" uuid;--> statement-breakpoint
ALTER TABLE "opd_token_counters" ADD CONSTRAINT "opd_token_counters_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opd_visits" ADD CONSTRAINT "opd_visits_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opd_visits" ADD CONSTRAINT "opd_visits_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opd_visits" ADD CONSTRAINT "opd_visits_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opd_visits" ADD CONSTRAINT "opd_visits_patient_user_id_user_id_fk" FOREIGN KEY ("patient_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opd_visits" ADD CONSTRAINT "opd_visits_issued_by_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "opd_visits_token_idx" ON "opd_visits" USING btree ("doctor_id","day","token");--> statement-breakpoint
CREATE UNIQUE INDEX "opd_visits_appointment_idx" ON "opd_visits" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "opd_visits_facility_day_idx" ON "opd_visits" USING btree ("facility_id","day");--> statement-breakpoint
CREATE INDEX "opd_visits_phone_idx" ON "opd_visits" USING btree ("patient_phone");--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_opd_visit_id_opd_visits_id_fk" FOREIGN KEY ("opd_visit_id") REFERENCES "public"."opd_visits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_one_current_visit_idx" ON "prescriptions" USING btree ("opd_visit_id") WHERE "prescriptions"."cancelled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_one_visit" CHECK (num_nonnulls("prescriptions"."appointment_id", "prescriptions"."opd_visit_id") = 1);