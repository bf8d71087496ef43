-- The season rollover removes the players a team does not keep, and each of their gifts gets player_id set
-- null (ON DELETE SET NULL): a new row version written into 11 of the 12 indexes of player_donations, and
-- a listing-version bump queued for each paid gift (issue 24). The indexes of columns most gifts leave
-- empty now hold only the rows that fill them: such a row is written into 7, a one-time gift into 8. The
-- gift's player going is already a change of team_players, which moves the listing version itself.
DROP INDEX "player_donations_cancel_token_key";--> statement-breakpoint
DROP INDEX "player_donations_player_idx";--> statement-breakpoint
DROP INDEX "player_donations_subscription_idx";--> statement-breakpoint
DROP INDEX "player_donations_renews_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "player_donations_cancel_token_key" ON "player_donations" USING btree ("cancel_token_hash") WHERE "player_donations"."cancel_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "player_donations_player_idx" ON "player_donations" USING btree ("player_id") WHERE "player_donations"."player_id" is not null;--> statement-breakpoint
CREATE INDEX "player_donations_subscription_idx" ON "player_donations" USING btree ("subscription_id") WHERE "player_donations"."subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "player_donations_renews_idx" ON "player_donations" USING btree ("renews_donation_id") WHERE "player_donations"."renews_donation_id" is not null;--> statement-breakpoint
DROP TRIGGER "player_donations_listing_version_update" ON "player_donations";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "player_donations_listing_version_update" AFTER UPDATE ON "player_donations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.status IN ('succeeded', 'refunded') OR NEW.status IN ('succeeded', 'refunded'))
    AND NOT (OLD.player_id IS NOT NULL AND NEW.player_id IS NULL))
  EXECUTE FUNCTION "bump_listing_version"();
