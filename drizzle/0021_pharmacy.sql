CREATE SEQUENCE "public"."medicine_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "medicine_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text,
	"kind" text DEFAULT 'status' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_patient" boolean DEFAULT false NOT NULL,
	"actor_user_id" text,
	"actor_name" text,
	"actor_registration" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicine_order_files" (
	"order_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "medicine_order_files_order_id_file_id_pk" PRIMARY KEY("order_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "medicine_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"slug" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"quantity" smallint NOT NULL,
	"unit_price_inr" integer NOT NULL,
	"mrp_inr" integer NOT NULL,
	"substitute_for_slug" text,
	"substitute_for_brand" text,
	"response" text,
	CONSTRAINT "medicine_order_lines_quantity" CHECK ("medicine_order_lines"."quantity" BETWEEN 1 AND 10),
	CONSTRAINT "medicine_order_lines_price_within_mrp" CHECK ("medicine_order_lines"."unit_price_inr" >= 0 AND "medicine_order_lines"."unit_price_inr" <= "medicine_order_lines"."mrp_inr"),
	CONSTRAINT "medicine_order_lines_response_for_substitute" CHECK ("medicine_order_lines"."response" IS NULL OR "medicine_order_lines"."substitute_for_slug" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "medicine_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"tracking_token_hash" text NOT NULL,
	"request_key" text NOT NULL,
	"account_user_id" text,
	"source" text NOT NULL,
	"patient_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"mode" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"pin_code" text,
	"area" text,
	"payment_method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prescription_id" uuid,
	"status" text DEFAULT 'submitted' NOT NULL,
	"total_inr" integer NOT NULL,
	"checked_by" text,
	"pharmacist_name" text,
	"pharmacist_registration" text,
	"checked_at" timestamp with time zone,
	"reject_reason" text,
	"pharmacist_note" text DEFAULT '' NOT NULL,
	"cancel_reason" text,
	"paid_inr" integer,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "medicine_orders_tracking_token_hash_unique" UNIQUE("tracking_token_hash"),
	CONSTRAINT "medicine_orders_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "medicine_orders_delivery_has_place" CHECK ("medicine_orders"."mode" <> 'delivery' OR ("medicine_orders"."area" IS NOT NULL AND "medicine_orders"."pin_code" IS NOT NULL AND length("medicine_orders"."address") > 0)),
	CONSTRAINT "medicine_orders_checked_by_pharmacist" CHECK ("medicine_orders"."status" NOT IN ('awaiting_patient', 'confirmed', 'packed', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'collected') OR ("medicine_orders"."checked_at" IS NOT NULL AND "medicine_orders"."pharmacist_name" IS NOT NULL AND "medicine_orders"."pharmacist_registration" IS NOT NULL)),
	CONSTRAINT "medicine_orders_rejected_has_reason" CHECK (("medicine_orders"."status" = 'rejected') = ("medicine_orders"."reject_reason" IS NOT NULL)),
	CONSTRAINT "medicine_orders_handed_over_paid" CHECK ("medicine_orders"."status" NOT IN ('delivered', 'collected') OR ("medicine_orders"."paid_at" IS NOT NULL AND "medicine_orders"."paid_inr" IS NOT NULL)),
	CONSTRAINT "medicine_orders_total" CHECK ("medicine_orders"."total_inr" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pharmacists" (
	"user_id" text PRIMARY KEY NOT NULL,
	"qualification" text NOT NULL,
	"registration_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medicine_order_events" ADD CONSTRAINT "medicine_order_events_order_id_medicine_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."medicine_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_order_events" ADD CONSTRAINT "medicine_order_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_order_files" ADD CONSTRAINT "medicine_order_files_order_id_medicine_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."medicine_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_order_files" ADD CONSTRAINT "medicine_order_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_order_lines" ADD CONSTRAINT "medicine_order_lines_order_id_medicine_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."medicine_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_orders" ADD CONSTRAINT "medicine_orders_account_user_id_user_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_orders" ADD CONSTRAINT "medicine_orders_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_orders" ADD CONSTRAINT "medicine_orders_checked_by_pharmacists_user_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."pharmacists"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacists" ADD CONSTRAINT "pharmacists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medicine_order_events_order_idx" ON "medicine_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "medicine_order_files_file_idx" ON "medicine_order_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "medicine_order_lines_order_idx" ON "medicine_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "medicine_orders_status_idx" ON "medicine_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "medicine_orders_account_idx" ON "medicine_orders" USING btree ("account_user_id","created_at");