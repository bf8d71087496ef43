CREATE TABLE "payment_aliases" (
	"provider" text NOT NULL,
	"alias_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_aliases_provider_alias_id_pk" PRIMARY KEY("provider","alias_id"),
	CONSTRAINT "payment_aliases_provider_check" CHECK ("payment_aliases"."provider" in ('stripe', 'sandbox'))
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"refunded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_provider_payment_id_pk" PRIMARY KEY("provider","payment_id"),
	CONSTRAINT "payment_refunds_provider_check" CHECK ("payment_refunds"."provider" in ('stripe', 'sandbox'))
);
--> statement-breakpoint
ALTER TABLE "player_donations" DROP CONSTRAINT "player_donations_status_check";--> statement-breakpoint
ALTER TABLE "player_donations" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_donations" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_aliases_payment_idx" ON "payment_aliases" USING btree ("provider","payment_id");--> statement-breakpoint
CREATE INDEX "player_donations_team_created_idx" ON "player_donations" USING btree ("team_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "player_donations" ADD CONSTRAINT "player_donations_status_check" CHECK ("player_donations"."status" in ('pending', 'succeeded', 'failed', 'cancelled', 'refunded'));--> statement-breakpoint
-- Refunded gifts were marked 'cancelled' before; a cancelled row that had been paid was one of them.
UPDATE "player_donations" SET "status" = 'refunded', "refunded_at" = "updated_at" WHERE "status" = 'cancelled' AND "paid_at" IS NOT NULL;
