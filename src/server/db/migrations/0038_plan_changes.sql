-- Each invoice names the plan it paid for: until now a subscription's plan never changed (decision 0056).
ALTER TABLE "plan_invoices" ADD COLUMN "plan" text;--> statement-breakpoint
UPDATE "plan_invoices" i SET "plan" = ps."plan" FROM "plan_subscriptions" ps WHERE ps."id" = i."subscription_row_id";--> statement-breakpoint
ALTER TABLE "plan_invoices" ALTER COLUMN "plan" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_invoices" ADD COLUMN "kind" text DEFAULT 'period' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD COLUMN "pending_plan" text;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD COLUMN "pending_price_cents" integer;--> statement-breakpoint
ALTER TABLE "plan_invoices" ADD CONSTRAINT "plan_invoices_kind_check" CHECK ("plan_invoices"."kind" in ('period', 'proration'));--> statement-breakpoint
ALTER TABLE "plan_invoices" ADD CONSTRAINT "plan_invoices_plan_check" CHECK ("plan_invoices"."plan" in ('team_free', 'team_pro', 'league', 'business_free', 'featured_sponsor', 'community_partner'));--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_pending_check" CHECK (("plan_subscriptions"."pending_plan" is null) = ("plan_subscriptions"."pending_price_cents" is null));