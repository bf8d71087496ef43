-- A team's page lists its sponsors (decision 0050), and it is cached by the listing version: a sponsorship
-- that starts or stops counting (paid and running or completed) moves the version. A pending checkout
-- does not, so the checkouts that come and go leave the cached pages alone.
CREATE CONSTRAINT TRIGGER "sponsorships_listing_version_insert" AFTER INSERT ON "sponsorships"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.payment_status = 'paid' AND NEW.status IN ('active', 'completed'))
  EXECUTE FUNCTION "bump_listing_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sponsorships_listing_version_update" AFTER UPDATE OF "status", "payment_status", "business_id" ON "sponsorships"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.payment_status = 'paid' AND OLD.status IN ('active', 'completed'))
    OR (NEW.payment_status = 'paid' AND NEW.status IN ('active', 'completed')))
  EXECUTE FUNCTION "bump_listing_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sponsorships_listing_version_delete" AFTER DELETE ON "sponsorships"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.payment_status = 'paid' AND OLD.status IN ('active', 'completed'))
  EXECUTE FUNCTION "bump_listing_version"();
