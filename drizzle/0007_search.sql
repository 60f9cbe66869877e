CREATE TABLE "search_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_hi" text DEFAULT '' NOT NULL,
	"summary" text NOT NULL,
	"url" text NOT NULL,
	"terms" text NOT NULL,
	"urgent" integer DEFAULT 0 NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', title || ' ' || title_hi), 'A') || setweight(to_tsvector('english', terms), 'B') || setweight(to_tsvector('simple', terms), 'B') || setweight(to_tsvector('english', summary), 'C')) STORED
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('english', qualifications), 'B') || setweight(to_tsvector('english', bio), 'C')) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "search_entries_kind_slug_idx" ON "search_entries" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "search_entries_document_idx" ON "search_entries" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_entries_terms_trgm_idx" ON "search_entries" USING gin ("terms" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "doctors_search_document_idx" ON "doctors" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "doctors_name_trgm_idx" ON "doctors" USING gin (lower("name") gin_trgm_ops);