-- The player page and its team's spending card are cached by the listing version like the team page
-- (features/donations/routes.ts, expenses/routes.ts, issue 24): what they show beyond teams, tiers, sponsorships and plans moves the version too. A gift moves it
-- once paid (succeeded, or refunded since), so the checkouts that come and go leave the cached pages
-- alone; a partial refund is a ledger row.
CREATE CONSTRAINT TRIGGER "team_players_listing_version" AFTER INSERT OR UPDATE OR DELETE ON "team_players"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "team_seasons_listing_version" AFTER INSERT OR UPDATE OR DELETE ON "team_seasons"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "manual_sponsors_listing_version" AFTER INSERT OR UPDATE OR DELETE ON "manual_sponsors"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "team_expenses_listing_version" AFTER INSERT OR UPDATE OR DELETE ON "team_expenses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "player_donations_listing_version_insert" AFTER INSERT ON "player_donations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status IN ('succeeded', 'refunded'))
  EXECUTE FUNCTION "bump_listing_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "player_donations_listing_version_update" AFTER UPDATE ON "player_donations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IN ('succeeded', 'refunded') OR NEW.status IN ('succeeded', 'refunded'))
  EXECUTE FUNCTION "bump_listing_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "player_donations_listing_version_delete" AFTER DELETE ON "player_donations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IN ('succeeded', 'refunded'))
  EXECUTE FUNCTION "bump_listing_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_listing_version" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.kind = 'refund')
  EXECUTE FUNCTION "bump_listing_version"();
