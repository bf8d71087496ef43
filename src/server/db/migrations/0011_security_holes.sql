CREATE TABLE "team_business_blocks" (
	"team_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"blocked_by" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_business_blocks_team_id_business_id_pk" PRIMARY KEY("team_id","business_id")
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "team_players" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_players" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_players" ADD COLUMN "name_needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "team_business_blocks" ADD CONSTRAINT "team_business_blocks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_business_blocks" ADD CONSTRAINT "team_business_blocks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_business_blocks" ADD CONSTRAINT "team_business_blocks_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_business_blocks_business_idx" ON "team_business_blocks" USING btree ("business_id");--> statement-breakpoint
-- Before the one-open-checkout rule: a business's older duplicate checkouts of one tier (left by the race
-- this index closes) are cancelled and their spots given back; the newest stays.
WITH ranked AS (
  SELECT id, tier_id, row_number() OVER (PARTITION BY business_id, tier_id ORDER BY created_at DESC, id DESC) AS n
  FROM "sponsorships" WHERE status = 'pending' AND tier_id IS NOT NULL
), cancelled AS (
  UPDATE "sponsorships" s SET status = 'cancelled', updated_at = now()
  FROM ranked r WHERE s.id = r.id AND r.n > 1
  RETURNING s.tier_id
), per_tier AS (
  SELECT tier_id, count(*)::int AS n FROM cancelled GROUP BY tier_id
)
UPDATE "sponsorship_tiers" t SET taken_spots = greatest(t.taken_spots - p.n, 0)
FROM per_tier p WHERE t.id = p.tier_id;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorships_one_pending_per_tier_key" ON "sponsorships" USING btree ("business_id","tier_id") WHERE "sponsorships"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('verify_email', 'reset_password'));
