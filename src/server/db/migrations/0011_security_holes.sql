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
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('verify_email', 'reset_password'));--> statement-breakpoint
-- Hole 6: the roster's single player_name becomes first_name and last_name. A name that is clearly
-- "First Last" (after stripping invisible and direction-changing characters and collapsing spaces: two
-- or more words of letters, apostrophes and hyphens, a generational suffix not counting as a last name)
-- is split at its first space, the rule of splitFullName in src/shared/player-name.ts. Anything else
-- ("Martinez, Ava", "Ava.Martinez", one word) keeps both fields empty, so nothing of it can reach a
-- public page (which says "Player #12" instead), and is marked for the coach to confirm.
WITH cleaned AS (
  SELECT id, btrim(regexp_replace(
    regexp_replace(player_name, '[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]', '', 'g'),
    '[[:space:]\u00A0]+', ' ', 'g')) AS name
  FROM "team_players"
  WHERE first_name = '' AND last_name = '' AND NOT name_needs_review
), parts AS (
  SELECT id, name, split_part(name, ' ', 1) AS first, substr(name, length(split_part(name, ' ', 1)) + 2) AS last
  FROM cleaned
), checked AS (
  SELECT id, name, first, last,
    first ~ '^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0300-\u036F\u0370-\u03FF\u0400-\u04FF''’-]*[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0300-\u036F\u0370-\u03FF\u0400-\u04FF][A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0300-\u036F\u0370-\u03FF\u0400-\u04FF''’-]*$'
    AND last ~* '^(([A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0300-\u036F\u0370-\u03FF\u0400-\u04FF''’-]*[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0300-\u036F\u0370-\u03FF\u0400-\u04FF][A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0300-\u036F\u0370-\u03FF\u0400-\u04FF''’-]*|(jr|sr|ii|iii|iv|v)\.?)( |$))+$'
    AND last !~* '^((jr|sr|ii|iii|iv|v)\.?( |$))+$' AS clear
  FROM parts
)
UPDATE "team_players" p SET
  player_name = c.name,
  first_name = CASE WHEN c.clear THEN c.first ELSE '' END,
  last_name = CASE WHEN c.clear THEN c.last ELSE '' END,
  name_needs_review = NOT c.clear
FROM checked c WHERE p.id = c.id;
