ALTER TABLE "sponsorships" ADD COLUMN "credited_player_id" uuid;--> statement-breakpoint
ALTER TABLE "team_players" ADD COLUMN "page_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "team_players" ADD COLUMN "photo_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "leaderboard_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_credited_player_id_team_players_id_fk" FOREIGN KEY ("credited_player_id") REFERENCES "public"."team_players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsorships_credited_player_idx" ON "sponsorships" USING btree ("credited_player_id");