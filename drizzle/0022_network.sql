CREATE SEQUENCE "public"."provider_application_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_hi" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"town" text NOT NULL,
	"town_hi" text DEFAULT '' NOT NULL,
	"district" text DEFAULT 'Barabanki' NOT NULL,
	"pin_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"open_all_hours" boolean DEFAULT false NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"department_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"accreditations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"registration_number" text,
	"registration_authority" text,
	"verified_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facilities_slug_unique" UNIQUE("slug"),
	CONSTRAINT "facilities_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "facilities_pin_code" CHECK ("facilities"."pin_code" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "facilities_in_india" CHECK ("facilities"."latitude" BETWEEN 6 AND 38 AND "facilities"."longitude" BETWEEN 68 AND 98)
);
--> statement-breakpoint
CREATE TABLE "facility_doctors" (
	"facility_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	CONSTRAINT "facility_doctors_facility_id_doctor_id_pk" PRIMARY KEY("facility_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "facility_hours" (
	"facility_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	CONSTRAINT "facility_hours_facility_id_weekday_opens_at_pk" PRIMARY KEY("facility_id","weekday","opens_at"),
	CONSTRAINT "facility_hours_weekday" CHECK ("facility_hours"."weekday" BETWEEN 1 AND 7)
);
--> statement-breakpoint
CREATE TABLE "facility_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"alt" text NOT NULL,
	"alt_hi" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "facility_photos_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "provider_application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_user_id" text,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_application_files" (
	"application_id" uuid NOT NULL,
	"file_id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"manage_token_hash" text NOT NULL,
	"request_key" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"name" text NOT NULL,
	"registration_number" text NOT NULL,
	"registration_key" text NOT NULL,
	"registration_body" text NOT NULL,
	"details" jsonb NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"question" text,
	"reject_reason" text,
	"reject_note" text,
	"decided_by_user_id" text,
	"decided_at" timestamp with time zone,
	"facility_id" uuid,
	"doctor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_applications_number_unique" UNIQUE("number"),
	CONSTRAINT "provider_applications_manage_token_hash_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "provider_applications_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "provider_applications_facility_id_unique" UNIQUE("facility_id"),
	CONSTRAINT "provider_applications_doctor_id_unique" UNIQUE("doctor_id"),
	CONSTRAINT "provider_applications_listing" CHECK (("provider_applications"."status" = 'approved') = (num_nonnulls("provider_applications"."facility_id", "provider_applications"."doctor_id") = 1))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid,
	"lab_order_id" uuid,
	"author_user_id" text NOT NULL,
	"author_label" text NOT NULL,
	"doctor_id" uuid,
	"facility_id" uuid,
	"visited_at" timestamp with time zone NOT NULL,
	"stars" smallint NOT NULL,
	"explained" smallint NOT NULL,
	"waiting" smallint NOT NULL,
	"recommend" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"text_status" text DEFAULT 'none' NOT NULL,
	"text_reject_reason" text,
	"moderated_by_user_id" text,
	"moderated_at" timestamp with time zone,
	"reply" text,
	"reply_by_user_id" text,
	"reply_by_name" text,
	"replied_at" timestamp with time zone,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "reviews_lab_order_id_unique" UNIQUE("lab_order_id"),
	CONSTRAINT "reviews_one_visit" CHECK (num_nonnulls("reviews"."appointment_id", "reviews"."lab_order_id") = 1),
	CONSTRAINT "reviews_one_subject" CHECK (num_nonnulls("reviews"."doctor_id", "reviews"."facility_id") = 1),
	CONSTRAINT "reviews_scores" CHECK ("reviews"."stars" BETWEEN 1 AND 5 AND "reviews"."explained" BETWEEN 1 AND 5 AND "reviews"."waiting" BETWEEN 1 AND 5 AND "reviews"."recommend" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_text_status" CHECK (("reviews"."text" = '') = ("reviews"."text_status" = 'none')),
	CONSTRAINT "reviews_reply_once" CHECK (("reviews"."reply" IS NULL) = ("reviews"."replied_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "council" text DEFAULT 'upmc' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "registration_verified_on" date;--> statement-breakpoint
ALTER TABLE "facility_doctors" ADD CONSTRAINT "facility_doctors_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_doctors" ADD CONSTRAINT "facility_doctors_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_hours" ADD CONSTRAINT "facility_hours_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_photos" ADD CONSTRAINT "facility_photos_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_photos" ADD CONSTRAINT "facility_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_application_events" ADD CONSTRAINT "provider_application_events_application_id_provider_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."provider_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_application_events" ADD CONSTRAINT "provider_application_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_application_files" ADD CONSTRAINT "provider_application_files_application_id_provider_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."provider_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_application_files" ADD CONSTRAINT "provider_application_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_lab_order_id_lab_orders_id_fk" FOREIGN KEY ("lab_order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_user_id_user_id_fk" FOREIGN KEY ("moderated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_by_user_id_user_id_fk" FOREIGN KEY ("reply_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facilities_kind_idx" ON "facilities" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "facility_doctors_doctor_idx" ON "facility_doctors" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "facility_photos_facility_idx" ON "facility_photos" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "provider_application_events_application_idx" ON "provider_application_events" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "provider_application_files_application_idx" ON "provider_application_files" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_applications_open_registration_idx" ON "provider_applications" USING btree ("registration_key") WHERE "provider_applications"."status" IN ('submitted', 'more_info', 'approved');--> statement-breakpoint
CREATE INDEX "provider_applications_status_idx" ON "provider_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_doctor_idx" ON "reviews" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "reviews_facility_idx" ON "reviews" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "reviews_pending_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."text_status" = 'pending';--> statement-breakpoint
-- What the public pages show (facility list and pages, doctors' ratings and places of work) is
-- announced on data_changed (0009_live_updates.sql), so cached public pages are dropped at once.
CREATE TRIGGER facilities_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON facilities
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_changed();
--> statement-breakpoint
CREATE TRIGGER facility_hours_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON facility_hours
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_changed();
--> statement-breakpoint
CREATE TRIGGER facility_doctors_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON facility_doctors
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_changed();
--> statement-breakpoint
CREATE TRIGGER facility_photos_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON facility_photos
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_changed();
