CREATE SEQUENCE "public"."lab_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "lab_collection_windows" (
	"area" text NOT NULL,
	"day" date NOT NULL,
	"window" text NOT NULL,
	"capacity" smallint NOT NULL,
	"booked" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "lab_collection_windows_area_day_window_pk" PRIMARY KEY("area","day","window"),
	CONSTRAINT "lab_collection_windows_within_capacity" CHECK ("lab_collection_windows"."booked" >= 0 AND "lab_collection_windows"."booked" <= "lab_collection_windows"."capacity")
);
--> statement-breakpoint
CREATE TABLE "lab_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text,
	"note" text DEFAULT '' NOT NULL,
	"by_patient" boolean DEFAULT false NOT NULL,
	"actor_user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_order_items" (
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"price_inr" integer NOT NULL,
	CONSTRAINT "lab_order_items_order_id_kind_slug_pk" PRIMARY KEY("order_id","kind","slug")
);
--> statement-breakpoint
CREATE TABLE "lab_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"manage_token_hash" text NOT NULL,
	"request_key" text NOT NULL,
	"account_user_id" text,
	"patient_name" text NOT NULL,
	"sex" text NOT NULL,
	"date_of_birth" date,
	"age_years" smallint,
	"phone" text NOT NULL,
	"email" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"mode" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"pin_code" text,
	"area" text,
	"day" date NOT NULL,
	"window" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"total_inr" integer NOT NULL,
	"prescription_id" uuid,
	"referred_by" text,
	"collector_user_id" text,
	"sample_id" text,
	"payment_method" text,
	"paid_inr" integer,
	"paid_at" timestamp with time zone,
	"payment_recorded_by" text,
	"cancel_reason" text,
	"reject_reason" text,
	"remarks" text DEFAULT '' NOT NULL,
	"results_entered_by" text,
	"verified_by" text,
	"pathologist_name" text,
	"pathologist_qualification" text,
	"pathologist_registration" text,
	"verify_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"collector_assigned_at" timestamp with time zone,
	"collected_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"results_entered_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "lab_orders_manage_token_hash_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "lab_orders_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "lab_orders_sample_id_unique" UNIQUE("sample_id"),
	CONSTRAINT "lab_orders_verify_code_unique" UNIQUE("verify_code"),
	CONSTRAINT "lab_orders_home_has_place" CHECK ("lab_orders"."mode" <> 'home' OR ("lab_orders"."area" IS NOT NULL AND "lab_orders"."window" IS NOT NULL AND "lab_orders"."pin_code" IS NOT NULL AND length("lab_orders"."address") > 0)),
	CONSTRAINT "lab_orders_age_known" CHECK ("lab_orders"."date_of_birth" IS NOT NULL OR "lab_orders"."age_years" IS NOT NULL),
	CONSTRAINT "lab_orders_verified_by_pathologist" CHECK ("lab_orders"."status" NOT IN ('verified', 'released') OR ("lab_orders"."verified_at" IS NOT NULL AND "lab_orders"."verify_code" IS NOT NULL AND "lab_orders"."pathologist_name" IS NOT NULL AND "lab_orders"."pathologist_registration" IS NOT NULL)),
	CONSTRAINT "lab_orders_released_when" CHECK (("lab_orders"."status" = 'released') = ("lab_orders"."released_at" IS NOT NULL)),
	CONSTRAINT "lab_orders_sample_when_collected" CHECK ("lab_orders"."status" NOT IN ('collected', 'received', 'results_entered', 'verified', 'released') OR "lab_orders"."sample_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "lab_pathologists" (
	"user_id" text PRIMARY KEY NOT NULL,
	"qualification" text NOT NULL,
	"registration_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_results" (
	"order_id" uuid NOT NULL,
	"test_slug" text NOT NULL,
	"analyte_code" text NOT NULL,
	"value" text NOT NULL,
	"unit" text,
	"range" text,
	"flag" text,
	"entered_by" text,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_results_order_id_test_slug_analyte_code_pk" PRIMARY KEY("order_id","test_slug","analyte_code")
);
--> statement-breakpoint
ALTER TABLE "lab_order_events" ADD CONSTRAINT "lab_order_events_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order_events" ADD CONSTRAINT "lab_order_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order_items" ADD CONSTRAINT "lab_order_items_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_account_user_id_user_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_collector_user_id_user_id_fk" FOREIGN KEY ("collector_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_payment_recorded_by_user_id_fk" FOREIGN KEY ("payment_recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_results_entered_by_user_id_fk" FOREIGN KEY ("results_entered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_verified_by_lab_pathologists_user_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."lab_pathologists"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_pathologists" ADD CONSTRAINT "lab_pathologists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_entered_by_user_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_order_events_order_idx" ON "lab_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "lab_orders_day_idx" ON "lab_orders" USING btree ("day","status");--> statement-breakpoint
CREATE INDEX "lab_orders_account_idx" ON "lab_orders" USING btree ("account_user_id","created_at");--> statement-breakpoint
CREATE INDEX "lab_orders_phone_idx" ON "lab_orders" USING btree ("phone","created_at");