ALTER TABLE "user" ADD COLUMN "abha_number" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "abha_address" text;--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "abha_number" text;--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "abha_address" text;--> statement-breakpoint
CREATE INDEX "user_abha_number_idx" ON "user" USING btree ("abha_number") WHERE "user"."abha_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "user_abha_address_idx" ON "user" USING btree ("abha_address") WHERE "user"."abha_address" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "family_members_abha_number_idx" ON "family_members" USING btree ("abha_number") WHERE "family_members"."abha_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "family_members_abha_address_idx" ON "family_members" USING btree ("abha_address") WHERE "family_members"."abha_address" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_abha_number_form" CHECK ("user"."abha_number" IS NULL OR "user"."abha_number" ~ '^[0-9]{14}$');--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_abha_address_form" CHECK ("user"."abha_address" IS NULL OR ("user"."abha_address" ~ '^[a-z0-9][a-z0-9._]{6,16}[a-z0-9]@(abdm|sbx)$' AND "user"."abha_address" !~ '\..*\.' AND "user"."abha_address" !~ '_.*_'));--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_abha_number_form" CHECK ("family_members"."abha_number" IS NULL OR "family_members"."abha_number" ~ '^[0-9]{14}$');--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_abha_address_form" CHECK ("family_members"."abha_address" IS NULL OR ("family_members"."abha_address" ~ '^[a-z0-9][a-z0-9._]{6,16}[a-z0-9]@(abdm|sbx)$' AND "family_members"."abha_address" !~ '\..*\.' AND "family_members"."abha_address" !~ '_.*_'));