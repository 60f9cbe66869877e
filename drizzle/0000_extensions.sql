-- Extensions first: later migrations use them (btree_gist for the no-double-booking EXCLUDE
-- constraint, pg_trgm for typo-tolerant search). PGlite must also load them on every open.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
