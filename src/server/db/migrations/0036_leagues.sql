CREATE TABLE "league_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "league_invites_status_check" CHECK ("league_invites"."status" in ('pending', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"contact_email" text NOT NULL,
	"description" text,
	"brand_color" text DEFAULT '#0B2545' NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_slug_format" CHECK ("leagues"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "leagues_brand_color_check" CHECK ("leagues"."brand_color" ~ '^#[0-9A-F]{6}$')
);
--> statement-breakpoint
ALTER TABLE "plan_subscriptions" DROP CONSTRAINT "plan_subscriptions_account_check";--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD COLUMN "league_id" uuid;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "league_id" uuid;--> statement-breakpoint
ALTER TABLE "league_invites" ADD CONSTRAINT "league_invites_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_invites" ADD CONSTRAINT "league_invites_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_invites" ADD CONSTRAINT "league_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "league_invites_pending_key" ON "league_invites" USING btree ("league_id","team_id") WHERE "league_invites"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "league_invites_team_idx" ON "league_invites" USING btree ("team_id") WHERE "league_invites"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_slug_key" ON "leagues" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_owner_key" ON "leagues" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_league_live_key" ON "plan_subscriptions" USING btree ("league_id") WHERE "plan_subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_league_checkout_key" ON "plan_subscriptions" USING btree ("league_id") WHERE "plan_subscriptions"."status" = 'checkout';--> statement-breakpoint
CREATE INDEX "plan_subscriptions_league_created_idx" ON "plan_subscriptions" USING btree ("league_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "teams_league_idx" ON "teams" USING btree ("league_id") WHERE "teams"."league_id" is not null;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_account_check" CHECK (num_nonnulls("plan_subscriptions"."team_id", "plan_subscriptions"."business_id", "plan_subscriptions"."league_id") = 1);