CREATE TABLE "team_seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"start_date" date,
	"end_date" date NOT NULL,
	"report" jsonb NOT NULL,
	"archived_by" uuid,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_seasons_order_check" CHECK ("team_seasons"."end_date" >= "team_seasons"."start_date")
);
--> statement-breakpoint
CREATE TABLE "tier_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tier_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sponsorship_id" uuid,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_holds_reason_check" CHECK ("tier_holds"."reason" in ('renewal', 'waitlist'))
);
--> statement-breakpoint
CREATE TABLE "tier_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tier_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"hold_id" uuid
);
--> statement-breakpoint
ALTER TABLE "team_seasons" ADD CONSTRAINT "team_seasons_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_seasons" ADD CONSTRAINT "team_seasons_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_holds" ADD CONSTRAINT "tier_holds_tier_id_sponsorship_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."sponsorship_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_holds" ADD CONSTRAINT "tier_holds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_holds" ADD CONSTRAINT "tier_holds_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_waitlist" ADD CONSTRAINT "tier_waitlist_tier_id_sponsorship_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."sponsorship_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_waitlist" ADD CONSTRAINT "tier_waitlist_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_waitlist" ADD CONSTRAINT "tier_waitlist_hold_id_tier_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."tier_holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_seasons_team_end_key" ON "team_seasons" USING btree ("team_id","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tier_holds_token_key" ON "tier_holds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tier_holds_tier_live_idx" ON "tier_holds" USING btree ("tier_id","expires_at") WHERE "tier_holds"."released_at" is null;--> statement-breakpoint
CREATE INDEX "tier_holds_business_idx" ON "tier_holds" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "tier_holds_sponsorship_idx" ON "tier_holds" USING btree ("sponsorship_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tier_waitlist_tier_business_key" ON "tier_waitlist" USING btree ("tier_id","business_id");--> statement-breakpoint
CREATE INDEX "tier_waitlist_waiting_idx" ON "tier_waitlist" USING btree ("tier_id","joined_at") WHERE "tier_waitlist"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "tier_waitlist_business_idx" ON "tier_waitlist" USING btree ("business_id");--> statement-breakpoint
-- A held spot shows as taken on discovery's listings (migration 0006): a new or released hold moves the version.
CREATE CONSTRAINT TRIGGER "tier_holds_listing_version" AFTER INSERT OR UPDATE OR DELETE ON "tier_holds"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_version"();
