CREATE TABLE "record_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_user_id" text NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone,
	CONSTRAINT "record_shares_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "record_shares_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "record_shares_expiry_after_creation" CHECK ("record_shares"."expires_at" > "record_shares"."created_at")
);
--> statement-breakpoint
ALTER TABLE "record_shares" ADD CONSTRAINT "record_shares_account_user_id_user_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_shares_account_idx" ON "record_shares" USING btree ("account_user_id","created_at");