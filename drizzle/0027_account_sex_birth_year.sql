-- An account's sex and year of birth, which every prescription states; unknown until given (the
-- doctor's prescription form asks for them and keeps them on the account: issue 47).
ALTER TABLE "user" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "birth_year" integer;
