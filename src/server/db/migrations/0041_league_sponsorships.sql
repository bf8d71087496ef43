CREATE TABLE "league_sponsorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid,
	"league_name" text NOT NULL,
	"business_id" uuid NOT NULL,
	"tier_id" uuid,
	"tier_name" text NOT NULL,
	"tier_benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"amount" integer NOT NULL,
	"platform_fee_bps" integer NOT NULL,
	"team_ids" uuid[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"payment_session_id" text,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_sponsorships_amount_check" CHECK ("league_sponsorships"."amount" > 0),
	CONSTRAINT "league_sponsorships_teams_check" CHECK (cardinality("league_sponsorships"."team_ids") >= 1),
	CONSTRAINT "league_sponsorships_fee_check" CHECK ("league_sponsorships"."platform_fee_bps" between 0 and 10000),
	CONSTRAINT "league_sponsorships_status_check" CHECK ("league_sponsorships"."status" in ('pending', 'active', 'cancelled')),
	CONSTRAINT "league_sponsorships_payment_status_check" CHECK ("league_sponsorships"."payment_status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "league_sponsorships_provider_check" CHECK ("league_sponsorships"."provider" in ('stripe', 'sandbox'))
);
--> statement-breakpoint
CREATE TABLE "league_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"amount" integer NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_tiers_amount_check" CHECK ("league_tiers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sponsorships" ADD COLUMN "league_sponsorship_id" uuid;--> statement-breakpoint
ALTER TABLE "league_sponsorships" ADD CONSTRAINT "league_sponsorships_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_sponsorships" ADD CONSTRAINT "league_sponsorships_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_sponsorships" ADD CONSTRAINT "league_sponsorships_tier_id_league_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."league_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_tiers" ADD CONSTRAINT "league_tiers_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "league_sponsorships_payment_session_key" ON "league_sponsorships" USING btree ("payment_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_sponsorships_provider_payment_key" ON "league_sponsorships" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "league_sponsorships_league_idx" ON "league_sponsorships" USING btree ("league_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "league_sponsorships_business_idx" ON "league_sponsorships" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "league_sponsorships_one_pending_key" ON "league_sponsorships" USING btree ("business_id","tier_id") WHERE "league_sponsorships"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "league_tiers_league_amount_idx" ON "league_tiers" USING btree ("league_id","amount");--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_league_sponsorship_id_league_sponsorships_id_fk" FOREIGN KEY ("league_sponsorship_id") REFERENCES "public"."league_sponsorships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsorships_league_sponsorship_idx" ON "sponsorships" USING btree ("league_sponsorship_id") WHERE "sponsorships"."league_sponsorship_id" is not null;