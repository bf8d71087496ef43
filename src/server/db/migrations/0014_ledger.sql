CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_key" text NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"covers_fees" integer DEFAULT 0 NOT NULL,
	"sponsorship_id" uuid,
	"donation_id" uuid,
	"provider" text,
	"provider_ref" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('payment', 'processing_fee', 'platform_fee', 'refund', 'transfer', 'transfer_reversal', 'payout', 'dispute', 'dispute_won')),
	CONSTRAINT "ledger_entries_provider_check" CHECK ("ledger_entries"."provider" in ('stripe', 'sandbox')),
	CONSTRAINT "ledger_entries_one_source_check" CHECK ("ledger_entries"."sponsorship_id" is null or "ledger_entries"."donation_id" is null),
	CONSTRAINT "ledger_entries_covers_fees_check" CHECK ("ledger_entries"."covers_fees" >= 0 and "ledger_entries"."covers_fees" <= abs("ledger_entries"."amount"))
);
--> statement-breakpoint
ALTER TABLE "player_donations" ADD COLUMN "platform_fee_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_donations" ADD COLUMN "covered_fees" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD COLUMN "platform_fee_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_donation_id_player_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."player_donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_entry_key" ON "ledger_entries" USING btree ("entry_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_team_occurred_idx" ON "ledger_entries" USING btree ("team_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_kind_occurred_idx" ON "ledger_entries" USING btree ("kind","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_sponsorship_idx" ON "ledger_entries" USING btree ("sponsorship_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_donation_idx" ON "ledger_entries" USING btree ("donation_id");--> statement-breakpoint
ALTER TABLE "player_donations" ADD CONSTRAINT "player_donations_platform_fee_bps_check" CHECK ("player_donations"."platform_fee_bps" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "player_donations" ADD CONSTRAINT "player_donations_covered_fees_check" CHECK ("player_donations"."covered_fees" >= 0);--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_platform_fee_bps_check" CHECK ("sponsorships"."platform_fee_bps" between 0 and 10000);--> statement-breakpoint
-- The ledger is append-only: a correction is a new row, never an edit (decision 0030).
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: record a correcting entry instead';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
-- The money taken before the ledger existed, as it happened: each payment and its card processing
-- (2.9% + 30 cents, shared/fees.ts), no platform fee (there was none), and each full refund.
INSERT INTO "ledger_entries" ("entry_key", "team_id", "kind", "amount", "sponsorship_id", "provider", "provider_ref", "occurred_at")
SELECT 'payment:sponsorship:' || "id", "team_id", 'payment', "amount", "id", "provider", "provider_payment_id", "paid_at"
FROM "sponsorships" WHERE "paid_at" IS NOT NULL AND "amount" > 0
UNION ALL
SELECT 'processing_fee:sponsorship:' || "id", "team_id", 'processing_fee', -(round("amount" * 290 / 10000.0)::int + 30), "id", "provider", "provider_payment_id", "paid_at"
FROM "sponsorships" WHERE "paid_at" IS NOT NULL AND "amount" > 0
UNION ALL
SELECT 'refund:sponsorship:' || "id", "team_id", 'refund', -"amount", "id", "provider", "provider_payment_id", "updated_at"
FROM "sponsorships" WHERE "paid_at" IS NOT NULL AND "amount" > 0 AND "status" = 'cancelled';--> statement-breakpoint
INSERT INTO "ledger_entries" ("entry_key", "team_id", "kind", "amount", "donation_id", "provider", "provider_ref", "occurred_at")
SELECT 'payment:donation:' || "id", "team_id", 'payment', "amount", "id", "provider", "provider_payment_id", coalesce("paid_at", "created_at")
FROM "player_donations" WHERE "status" IN ('succeeded', 'refunded')
UNION ALL
SELECT 'processing_fee:donation:' || "id", "team_id", 'processing_fee', -(round("amount" * 290 / 10000.0)::int + 30), "id", "provider", "provider_payment_id", coalesce("paid_at", "created_at")
FROM "player_donations" WHERE "status" IN ('succeeded', 'refunded')
UNION ALL
SELECT 'refund:donation:' || "id", "team_id", 'refund', -"amount", "id", "provider", "provider_payment_id", coalesce("refunded_at", "updated_at")
FROM "player_donations" WHERE "status" = 'refunded';
