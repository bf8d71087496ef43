CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"team_id" uuid NOT NULL,
	"sponsorship_id" uuid,
	"donation_id" uuid,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('warning_needs_response', 'warning_under_review', 'warning_closed', 'needs_response', 'under_review', 'won', 'lost', 'prevented')),
	CONSTRAINT "disputes_provider_check" CHECK ("disputes"."provider" in ('stripe', 'sandbox')),
	CONSTRAINT "disputes_one_source_check" CHECK (("disputes"."sponsorship_id" is null) <> ("disputes"."donation_id" is null)),
	CONSTRAINT "disputes_amount_check" CHECK ("disputes"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_donation_id_player_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."player_donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_provider_dispute_key" ON "disputes" USING btree ("provider","provider_dispute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_sponsorship_key" ON "disputes" USING btree ("sponsorship_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_donation_key" ON "disputes" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "disputes_team_idx" ON "disputes" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("opened_at") WHERE "disputes"."closed_at" is null;