ALTER TABLE "leagues" ADD COLUMN "logo" "bytea";--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "logo_type" text;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_logo_check" CHECK (("leagues"."logo" is null) = ("leagues"."logo_type" is null));--> statement-breakpoint
-- A team's page shows its league's name, colour and logo (decision 0055) and is cached by the listing
-- version: a change to a league moves it. Joining or leaving is an update of teams, which already does.
CREATE CONSTRAINT TRIGGER "leagues_listing_version" AFTER UPDATE OR DELETE ON "leagues"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_version"();
--> statement-breakpoint
-- The team pages link a Community Partner's name to its branded page once it has one: its first save
-- (or its end) moves the version too.
CREATE CONSTRAINT TRIGGER "partner_pages_listing_version" AFTER INSERT OR DELETE ON "partner_pages"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_version"();
