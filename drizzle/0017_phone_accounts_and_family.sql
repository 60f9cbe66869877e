CREATE TABLE "family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_user_id" text NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"sex" text NOT NULL,
	"date_of_birth" date,
	"birth_year" smallint,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_members_birth_known" CHECK ("family_members"."date_of_birth" IS NOT NULL OR "family_members"."birth_year" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "patient_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "family_member_id" uuid;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone_number_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "mobile_channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "email_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_account_user_id_user_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_account_idx" ON "family_members" USING btree ("account_user_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_phone_number_unique" UNIQUE("phone_number");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_email_or_phone" CHECK ("user"."email" IS NOT NULL OR "user"."phone_number" IS NOT NULL);