CREATE TABLE "opd_visit_notices" (
	"visit_id" uuid PRIMARY KEY NOT NULL,
	"link_token_hash" text,
	"near_turn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "opd_visit_notices" ADD CONSTRAINT "opd_visit_notices_visit_id_opd_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."opd_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "opd_visit_notices_link_idx" ON "opd_visit_notices" USING btree ("link_token_hash");