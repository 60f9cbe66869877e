CREATE SEQUENCE "public"."ambulance_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "ambulance_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"status" text,
	"note" text DEFAULT '' NOT NULL,
	"by_caller" boolean DEFAULT false NOT NULL,
	"actor_user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ambulance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"tracking_token_hash" text NOT NULL,
	"request_key" text NOT NULL,
	"caller_phone" text NOT NULL,
	"caller_email" text,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_m" integer,
	"village" text DEFAULT '' NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"patients" smallint DEFAULT 1 NOT NULL,
	"destination" text DEFAULT 'ours' NOT NULL,
	"destination_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"vehicle_id" uuid,
	"eta_at" timestamp with time zone,
	"cancel_reason" text,
	"possible_duplicate_of" uuid,
	"merged_into" uuid,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ambulance_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "ambulance_requests_tracking_token_hash_unique" UNIQUE("tracking_token_hash"),
	CONSTRAINT "ambulance_requests_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "ambulance_requests_place_known" CHECK (length("ambulance_requests"."village") > 0 OR length("ambulance_requests"."landmark") > 0 OR ("ambulance_requests"."latitude" IS NOT NULL AND "ambulance_requests"."longitude" IS NOT NULL)),
	CONSTRAINT "ambulance_requests_coordinates" CHECK (("ambulance_requests"."latitude" IS NULL OR "ambulance_requests"."latitude" BETWEEN -90 AND 90) AND ("ambulance_requests"."longitude" IS NULL OR "ambulance_requests"."longitude" BETWEEN -180 AND 180)),
	CONSTRAINT "ambulance_requests_vehicle_when_active" CHECK ("ambulance_requests"."status" NOT IN ('assigned', 'on_the_way', 'arrived', 'to_hospital') OR "ambulance_requests"."vehicle_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "ambulance_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_number" text NOT NULL,
	"kind" text NOT NULL,
	"base" text NOT NULL,
	"driver_name" text NOT NULL,
	"driver_phone" text NOT NULL,
	"duty" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ambulance_vehicles_registration_number_unique" UNIQUE("registration_number")
);
--> statement-breakpoint
ALTER TABLE "ambulance_events" ADD CONSTRAINT "ambulance_events_request_id_ambulance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."ambulance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_events" ADD CONSTRAINT "ambulance_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_requests" ADD CONSTRAINT "ambulance_requests_vehicle_id_ambulance_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."ambulance_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ambulance_events_request_idx" ON "ambulance_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "ambulance_requests_status_idx" ON "ambulance_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ambulance_requests_phone_idx" ON "ambulance_requests" USING btree ("caller_phone","created_at");--> statement-breakpoint
CREATE INDEX "ambulance_requests_created_idx" ON "ambulance_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ambulance_requests_one_job_per_vehicle" ON "ambulance_requests" USING btree ("vehicle_id") WHERE "ambulance_requests"."status" IN ('assigned', 'on_the_way', 'arrived', 'to_hospital');