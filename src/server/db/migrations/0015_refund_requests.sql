CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sponsorship_id" uuid,
	"donation_id" uuid,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_by" uuid,
	"requested_as" text NOT NULL,
	"provider" text,
	"provider_refund_id" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_one_source_check" CHECK (("refund_requests"."sponsorship_id" is null) <> ("refund_requests"."donation_id" is null)),
	CONSTRAINT "refund_requests_status_check" CHECK ("refund_requests"."status" in ('requested', 'sent', 'failed')),
	CONSTRAINT "refund_requests_requested_as_check" CHECK ("refund_requests"."requested_as" in ('admin', 'team')),
	CONSTRAINT "refund_requests_amount_check" CHECK ("refund_requests"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_donation_id_player_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."player_donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_sponsorship_key" ON "refund_requests" USING btree ("sponsorship_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_donation_key" ON "refund_requests" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "player_donations_paid_idx" ON "player_donations" USING btree ((coalesce("paid_at", "created_at")) desc,"id" DESC NULLS LAST) WHERE "player_donations"."status" in ('succeeded', 'refunded');--> statement-breakpoint
CREATE INDEX "sponsorships_paid_idx" ON "sponsorships" USING btree ("paid_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "sponsorships"."paid_at" is not null;