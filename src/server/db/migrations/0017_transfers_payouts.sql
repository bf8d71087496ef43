CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_payout_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"arrival_date" timestamp with time zone NOT NULL,
	"failure_message" text,
	"reported_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'in_transit', 'paid', 'failed', 'canceled')),
	CONSTRAINT "payouts_provider_check" CHECK ("payouts"."provider" in ('stripe', 'sandbox')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"sponsorship_id" uuid,
	"donation_id" uuid,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider_transfer_id" text,
	"destination_payment_id" text,
	"available_on" timestamp with time zone,
	"payout_id" uuid,
	"reversal_id" text,
	"reversed_at" timestamp with time zone,
	"failure_message" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_one_source_check" CHECK (("transfers"."sponsorship_id" is null) <> ("transfers"."donation_id" is null)),
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" in ('requested', 'sent', 'failed', 'cancelled')),
	CONSTRAINT "transfers_provider_check" CHECK ("transfers"."provider" in ('stripe', 'sandbox')),
	CONSTRAINT "transfers_amount_check" CHECK ("transfers"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_donation_id_player_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."player_donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_payout_key" ON "payouts" USING btree ("provider","provider_payout_id");--> statement-breakpoint
CREATE INDEX "payouts_team_arrival_idx" ON "payouts" USING btree ("team_id","arrival_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_sponsorship_key" ON "transfers" USING btree ("sponsorship_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_donation_key" ON "transfers" USING btree ("donation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_destination_payment_key" ON "transfers" USING btree ("provider","destination_payment_id");--> statement-breakpoint
CREATE INDEX "transfers_team_idx" ON "transfers" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "transfers_payout_idx" ON "transfers" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "transfers_unsent_idx" ON "transfers" USING btree ("created_at") WHERE "transfers"."status" in ('requested', 'failed');