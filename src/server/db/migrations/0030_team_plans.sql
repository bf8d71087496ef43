CREATE TABLE "plan_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_row_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"processing_fee_cents" integer NOT NULL,
	"period" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_invoices_amount_check" CHECK ("plan_invoices"."amount_cents" >= 0),
	CONSTRAINT "plan_invoices_provider_check" CHECK ("plan_invoices"."provider" in ('stripe', 'sandbox'))
);
--> statement-breakpoint
CREATE TABLE "plan_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"price_cents" integer NOT NULL,
	"status" text DEFAULT 'checkout' NOT NULL,
	"provider" text NOT NULL,
	"checkout_session_id" text,
	"checkout_url" text,
	"checkout_expires_at" timestamp with time zone NOT NULL,
	"subscription_id" text,
	"started_at" timestamp with time zone,
	"periods_paid" integer DEFAULT 0 NOT NULL,
	"paid_until" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"past_due_since" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_subscriptions_plan_check" CHECK ("plan_subscriptions"."plan" in ('team_free', 'team_pro', 'league', 'business_free', 'featured_sponsor', 'community_partner')),
	CONSTRAINT "plan_subscriptions_status_check" CHECK ("plan_subscriptions"."status" in ('checkout', 'active', 'past_due', 'ended', 'abandoned')),
	CONSTRAINT "plan_subscriptions_provider_check" CHECK ("plan_subscriptions"."provider" in ('stripe', 'sandbox')),
	CONSTRAINT "plan_subscriptions_periods_check" CHECK ("plan_subscriptions"."periods_paid" >= 0)
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "plan_limit_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "plan_notice_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_invoices" ADD CONSTRAINT "plan_invoices_subscription_row_id_plan_subscriptions_id_fk" FOREIGN KEY ("subscription_row_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_invoices_payment_key" ON "plan_invoices" USING btree ("provider","payment_id");--> statement-breakpoint
CREATE INDEX "plan_invoices_subscription_idx" ON "plan_invoices" USING btree ("subscription_row_id","paid_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "plan_invoices_paid_idx" ON "plan_invoices" USING btree ("paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_team_live_key" ON "plan_subscriptions" USING btree ("team_id") WHERE "plan_subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_team_checkout_key" ON "plan_subscriptions" USING btree ("team_id") WHERE "plan_subscriptions"."status" = 'checkout';--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_provider_subscription_key" ON "plan_subscriptions" USING btree ("provider","subscription_id");--> statement-breakpoint
CREATE INDEX "plan_subscriptions_team_created_idx" ON "plan_subscriptions" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "plan_subscriptions_created_idx" ON "plan_subscriptions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "plan_subscriptions_due_idx" ON "plan_subscriptions" USING btree ("paid_until") WHERE "plan_subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
-- Every team that exists before plans are enforced is told once what its Free plan holds (decision 0047).
UPDATE "teams" SET "plan_notice_due" = true WHERE "closed_at" IS NULL;
