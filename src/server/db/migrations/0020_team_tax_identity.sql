ALTER TABLE "teams" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "ein" text;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_ein_check" CHECK ("teams"."ein" ~ '^[0-9]{2}-[0-9]{7}$');