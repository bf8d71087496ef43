ALTER TABLE "league_invites" ALTER COLUMN "team_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "league_invites" ADD COLUMN "email" text;--> statement-breakpoint
CREATE UNIQUE INDEX "league_invites_pending_email_key" ON "league_invites" USING btree ("league_id","email") WHERE "league_invites"."status" = 'pending' and "league_invites"."team_id" is null;--> statement-breakpoint
CREATE INDEX "league_invites_email_idx" ON "league_invites" USING btree ("email") WHERE "league_invites"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "league_invites" ADD CONSTRAINT "league_invites_whom_check" CHECK (num_nonnulls("league_invites"."team_id", "league_invites"."email") >= 1);--> statement-breakpoint
ALTER TABLE "league_invites" ADD CONSTRAINT "league_invites_email_lower" CHECK ("league_invites"."email" = lower("league_invites"."email"));