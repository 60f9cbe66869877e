CREATE TABLE "imported_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"patient_user_id" text,
	"family_member_id" uuid,
	"opd_visit_id" uuid,
	"appointment_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"record_date" date,
	"summary" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_records_file_id_unique" UNIQUE("file_id"),
	CONSTRAINT "imported_records_brought_to" CHECK ("imported_records"."opd_visit_id" IS NOT NULL OR "imported_records"."appointment_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "imported_records" ADD CONSTRAINT "imported_records_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_records" ADD CONSTRAINT "imported_records_patient_user_id_user_id_fk" FOREIGN KEY ("patient_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_records" ADD CONSTRAINT "imported_records_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_records" ADD CONSTRAINT "imported_records_opd_visit_id_opd_visits_id_fk" FOREIGN KEY ("opd_visit_id") REFERENCES "public"."opd_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_records" ADD CONSTRAINT "imported_records_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_records" ADD CONSTRAINT "imported_records_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_records_opd_visit_idx" ON "imported_records" USING btree ("opd_visit_id");--> statement-breakpoint
CREATE INDEX "imported_records_appointment_idx" ON "imported_records" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "imported_records_patient_idx" ON "imported_records" USING btree ("patient_user_id");