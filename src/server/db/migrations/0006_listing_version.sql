-- Discovery caches its listing pages in memory, keyed by this number (features/discovery/listing-cache.ts).
-- Any change to a row a listing shows moves it, just before that change commits, so the next read misses.
CREATE SEQUENCE "listing_version";--> statement-breakpoint
CREATE FUNCTION "bump_listing_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('listing_version');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Constraint triggers are row-level and can be deferred to commit: the number moves when the change is
-- about to be visible, not while another request can still read the old rows under the new number.
CREATE CONSTRAINT TRIGGER "teams_listing_version" AFTER INSERT OR UPDATE OR DELETE ON "teams"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tiers_listing_version" AFTER INSERT OR UPDATE OR DELETE ON "sponsorship_tiers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "businesses_listing_version" AFTER INSERT OR UPDATE OR DELETE ON "businesses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_version"();
