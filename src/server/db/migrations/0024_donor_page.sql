CREATE TABLE "donor_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_tokens_kind_check" CHECK ("donor_tokens"."kind" in ('link', 'session'))
);
--> statement-breakpoint
ALTER TABLE "player_donations" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_donations" ADD COLUMN "renewal_amount" integer;--> statement-breakpoint
ALTER TABLE "player_donations" ADD COLUMN "renewal_covered_fees" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "donor_tokens_hash_key" ON "donor_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "donor_tokens_email_idx" ON "donor_tokens" USING btree ("email");